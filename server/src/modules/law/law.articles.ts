// A document's text cut into its articles. Chinese statutes number their articles "第十二条" at the
// start of a line and group them under "第一章 总则" (or 编/节) headings; a notice or policy without
// numbered articles is cut into its paragraphs (第1段…), so a hit can still be shown where it is.
const CN_NUMBER = '[一二三四五六七八九十百千零〇两\\d]+';
const ARTICLE = new RegExp(`^\\s*(第${CN_NUMBER}条(?:之${CN_NUMBER})?)\\s*`);
const HEADING = new RegExp(`^\\s*第${CN_NUMBER}[编章节]\\s*\\S*`);

export type ParsedArticle = { seq: number; label: string; chapter: string | null; body: string };
export type ParsedText = { preamble: string; articles: ParsedArticle[] };

export function parseArticles(body: string): ParsedText {
  const lines = body.replace(/\r\n?/g, '\n').split('\n');
  const articles: ParsedArticle[] = [];
  const preamble: string[] = [];
  let chapter: string | null = null;
  let current: ParsedArticle | null = null;
  for (const raw of lines) {
    const line = raw.trim();
    if (line === '') continue;
    const heading = HEADING.exec(line);
    if (heading && !ARTICLE.test(line)) {
      chapter = line.replace(/\s+/g, ' ');
      current = null;
      continue;
    }
    const article = ARTICLE.exec(line);
    if (article) {
      current = {
        seq: articles.length + 1,
        label: article[1]!,
        chapter,
        body: line.slice(article[0].length),
      };
      articles.push(current);
    } else if (current) current.body += `\n${line}`;
    else preamble.push(line);
  }
  if (articles.length > 0) return { preamble: preamble.join('\n'), articles };
  // No numbered articles: every paragraph is one, after the 题注 (a parenthesised note under the
  // title, such as the dates of adoption and revision) when the text opens with one.
  const note = preamble[0] && /^（.*）$/.test(preamble[0]) ? preamble[0] : '';
  const paragraphs = note ? preamble.slice(1) : preamble;
  return {
    preamble: note,
    articles: paragraphs.map((p, i) => ({ seq: i + 1, label: `第${i + 1}段`, chapter: null, body: p })),
  };
}
