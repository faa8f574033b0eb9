// A batch of texts from files (README "Import template"): each file is UTF-8 text that starts with
// a header block of 键：值 lines, then a blank line, then the text. Every file is checked before
// anything is stored; the errors name the file and the line.
import { ENUM_LABELS, isAcceptedText } from '@portal/contract';
import { lawDocumentInput } from '@portal/contract/law';
import type { LawDocumentValues } from './law.repository.ts';
import { valuesOf } from './law.service.ts';

export type ImportError = { file: string; line: number | null; message: string };

const HEADER_KEYS: Record<string, string> = {
  标题: 'title',
  发布机关: 'issuer',
  文号: 'docNumber',
  效力级别: 'level',
  分类: 'category',
  发布日期: 'publishedOn',
  施行日期: 'effectiveOn',
  时效性: 'validity',
  来源: 'sourceName',
  来源网址: 'sourceUrl',
};
const LINE_OF_FIELD = Object.fromEntries(Object.entries(HEADER_KEYS).map(([k, v]) => [v, k]));

/** Chinese name → code, from the one place the names live (contract labels). */
const codeOf = (kind: 'lawLevel' | 'lawValidity' | 'lawCategory') =>
  new Map(
    Object.entries(ENUM_LABELS[kind]['zh-CN']).flatMap(([code, name]) => [
      [name, code],
      [code, code],
    ]),
  );
const LEVELS = codeOf('lawLevel');
const VALIDITIES = codeOf('lawValidity');
const CATEGORIES = codeOf('lawCategory');

export function parseLawFile(
  file: string,
  bytes: Buffer,
): { values: LawDocumentValues; errors: [] } | { values: null; errors: ImportError[] } {
  const fail = (message: string, line: number | null = null) => ({
    values: null,
    errors: [{ file, line, message }],
  });
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return fail('文件不是 UTF-8 编码的文本');
  }
  if (!isAcceptedText(text, 'multi-line')) return fail('文件含有不允许的控制字符');
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const fields: Record<string, string> = {};
  const lineOf: Record<string, number> = {};
  let i = 0;
  for (; i < lines.length && lines[i]!.trim() !== ''; i++) {
    const m = /^\s*([^：:]+)[：:]\s*(.*)$/.exec(lines[i]!);
    const key = m ? HEADER_KEYS[m[1]!.trim()] : undefined;
    if (!m || !key)
      return fail(`第 ${i + 1} 行不是可识别的表头（${Object.keys(HEADER_KEYS).join('、')}）`, i + 1);
    fields[key] = m[2]!.trim();
    lineOf[key] = i + 1;
  }
  const body = lines.slice(i + 1).join('\n');
  const raw = {
    ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== '')),
    level: fields.level && (LEVELS.get(fields.level) ?? fields.level),
    validity: fields.validity && (VALIDITIES.get(fields.validity) ?? fields.validity),
    category: fields.category && (CATEGORIES.get(fields.category) ?? fields.category),
    body,
  };
  const parsed = lawDocumentInput.safeParse(raw);
  if (!parsed.success) {
    return {
      values: null,
      errors: parsed.error.issues.map((issue) => {
        const field = String(issue.path[0] ?? '');
        const label = LINE_OF_FIELD[field] ?? (field === 'body' ? '正文' : field);
        return { file, line: lineOf[field] ?? null, message: `${label}：${issue.message}` };
      }),
    };
  }
  return { values: valuesOf(parsed.data), errors: [] };
}
