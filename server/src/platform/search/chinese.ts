// Chinese full-text search without a database extension. PostgreSQL's parsers do not cut Chinese
// into words, and zhparser/pg_jieba are not available on PGlite, so the app does the cutting: a
// text becomes a tsvector *literal* (lexemes with positions, cast with ::tsvector, which no parser
// and no locale touches) made of
//   - the words of jieba's search mode (a word and the dictionary words inside it), with a domain
//     dictionary so 科创板, 注册制, 辅导备案 stay whole, and
//   - every two-character run of Chinese (bigrams), so that a two-character query, or a word jieba
//     cut differently in the text and in the query, is still found.
// A query becomes a tsquery literal the same way. Same behaviour on PGlite and PostgreSQL.
import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';

/** Words of the listing world that jieba's general dictionary would split. */
const DOMAIN_WORDS = [
  '科创板',
  '创业板',
  '北交所',
  '主板',
  '注册制',
  '辅导备案',
  '辅导验收',
  '保荐机构',
  '保荐人',
  '保荐代表人',
  '派出机构',
  '上市委',
  '审核问询',
  '问询函',
  '股改',
  '股份制改造',
  '发行上市',
  '首次公开发行',
  '信息披露',
  '实际控制人',
  '控股股东',
  '非经常性损益',
  '净利润',
  '营业收入',
  '预计市值',
  '研发投入',
  '新三板',
  '创新层',
  '绿色通道',
  '金种子',
  '银种子',
];

let jieba: Jieba | undefined;
/** Loaded on first use: the dictionary costs some 40 MB and a few hundred milliseconds. */
function segmenter(): Jieba {
  if (!jieba) {
    jieba = Jieba.withDict(dict);
    jieba.loadDict(Buffer.from(DOMAIN_WORDS.map((w) => `${w} 100000 n`).join('\n')));
  }
  return jieba;
}

const HAN = /\p{Script=Han}/u;
const HAN_RUN = /\p{Script=Han}+/gu;
const WORDISH = /[\p{L}\p{N}]/u;
/** tsvector positions stop at 16383 and a lexeme keeps at most 256 of them. */
const MAX_POSITION = 16_383;
const MAX_POSITIONS_PER_LEXEME = 256;

/** The lexemes of a text: its words in reading order, then the bigrams of its Chinese runs. */
export function lexemesOf(text: string): string[] {
  const out: string[] = [];
  for (const token of segmenter().cutForSearch(text, true)) {
    const word = token.trim().toLowerCase();
    if (WORDISH.test(word)) out.push(word);
  }
  for (const run of text.match(HAN_RUN) ?? []) pushBigrams(run, out);
  return out;
}

function pushBigrams(run: string, out: string[]): void {
  const chars = [...run];
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i]! + chars[i + 1]!);
}

const quote = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * A tsvector literal of the given parts; each part's lexemes carry its weight (A for titles,
 * D for bodies), positions run on across parts.
 */
export function tsvectorLiteral(parts: readonly { text: string; weight?: 'A' | 'B' | 'C' | 'D' }[]): string {
  const positions = new Map<string, string[]>();
  let position = 0;
  for (const part of parts) {
    const weight = part.weight && part.weight !== 'D' ? part.weight : '';
    for (const lexeme of lexemesOf(part.text)) {
      position = Math.min(position + 1, MAX_POSITION);
      const list = positions.get(lexeme) ?? [];
      if (list.length < MAX_POSITIONS_PER_LEXEME) list.push(`${position}${weight}`);
      positions.set(lexeme, list);
    }
  }
  return [...positions].map(([lexeme, at]) => `${quote(lexeme)}:${at.join(',')}`).join(' ');
}

/** A parsed query: the tsquery literal, and the strings a reader should see marked. */
export type ChineseQuery = { tsquery: string; marks: string[] };

/**
 * Every whitespace-separated term must be found. A term matches when its words are all there, or
 * (for Chinese) when all its bigrams are, which is nearly "the term occurs as written".
 * Null when the query has nothing searchable (only punctuation, or one character).
 */
export function parseQuery(query: string): ChineseQuery | null {
  const terms = query
    .toLowerCase()
    .split(/\s+/)
    .map((t) => [...t].filter((c) => WORDISH.test(c)).join(''))
    .filter((t) => [...t].length >= 2);
  if (terms.length === 0) return null;
  const clauses: string[] = [];
  const marks = new Set<string>();
  for (const term of terms) {
    marks.add(term);
    const words = [
      ...new Set(
        segmenter()
          .cut(term, true)
          .map((w) => w.trim())
          .filter((w) => WORDISH.test(w)),
      ),
    ];
    for (const w of words) if ([...w].length >= 2) marks.add(w);
    const alternatives = [and(words)];
    if (HAN.test(term) && [...term].length > 2) {
      const grams: string[] = [];
      for (const run of term.match(HAN_RUN) ?? []) pushBigrams(run, grams);
      if (grams.length > 0) alternatives.push(and([...new Set(grams)]));
    }
    clauses.push(alternatives.length > 1 ? `( ${alternatives.join(' | ')} )` : alternatives[0]!);
  }
  return { tsquery: clauses.join(' & '), marks: [...marks].sort((a, b) => b.length - a.length) };
}

const and = (lexemes: readonly string[]) =>
  lexemes.length === 1 ? quote(lexemes[0]!) : `( ${lexemes.map(quote).join(' & ')} )`;

/** Cuts a text into fragments at the marks (longest first, case-insensitive), for highlighting. */
export function markText(text: string, marks: readonly string[]): { text: string; hit: boolean }[] {
  if (marks.length === 0 || text === '') return [{ text, hit: false }];
  const lower = text.toLowerCase();
  const hits: [number, number][] = [];
  for (const mark of marks) {
    for (let at = lower.indexOf(mark); at >= 0; at = lower.indexOf(mark, at + mark.length)) {
      const end = at + mark.length;
      if (!hits.some(([s, e]) => at < e && end > s)) hits.push([at, end]);
    }
  }
  hits.sort((a, b) => a[0] - b[0]);
  const out: { text: string; hit: boolean }[] = [];
  let from = 0;
  for (const [s, e] of hits) {
    if (s > from) out.push({ text: text.slice(from, s), hit: false });
    out.push({ text: text.slice(s, e), hit: true });
    from = e;
  }
  if (from < text.length) out.push({ text: text.slice(from), hit: false });
  return out;
}

/** The stretch of a marked text around its first hit, for a result list. */
export function snippetOf(
  fragments: readonly { text: string; hit: boolean }[],
  around = 60,
): { text: string; hit: boolean }[] {
  const first = fragments.findIndex((f) => f.hit);
  if (first < 0) {
    const whole = fragments.map((f) => f.text).join('');
    return [{ text: whole.length > around * 2 ? `${whole.slice(0, around * 2)}…` : whole, hit: false }];
  }
  const out: { text: string; hit: boolean }[] = [];
  const before = fragments
    .slice(0, first)
    .map((f) => f.text)
    .join('');
  if (before) out.push({ text: before.length > around ? `…${before.slice(-around)}` : before, hit: false });
  let budget = around * 2;
  for (const f of fragments.slice(first)) {
    if (budget <= 0) break;
    if (f.hit) out.push(f);
    else out.push({ text: f.text.length > budget ? `${f.text.slice(0, budget)}…` : f.text, hit: false });
    budget -= f.text.length;
  }
  return out;
}
