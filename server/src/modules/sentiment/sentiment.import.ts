// Items clipped elsewhere, from a workbook whose first row names the columns 标题, 摘要, 网址, 来源,
// 发布日期 (any order; 摘要 and 网址 may be left out). Every row is checked before anything is
// stored; the errors name the row and the column.
import { sentimentItemInput } from '@portal/contract/sentiment';
import { readFirstSheet } from '../../platform/excel/sheet-reader.ts';
import { type ErrorDetail, ValidationError } from '../../platform/http/errors.ts';
import type { Incoming } from './sentiment.service.ts';

const COLUMNS = {
  标题: 'title',
  摘要: 'summary',
  网址: 'url',
  来源: 'sourceName',
  发布日期: 'publishedOn',
} as const;
const REQUIRED = ['标题', '来源', '发布日期'] as const;

export async function readItemsWorkbook(data: Buffer): Promise<Incoming[]> {
  const { header, rows } = await readFirstSheet(data);
  const at = new Map(header.map((h, i) => [h.trim(), i]));
  const missing = REQUIRED.filter((c) => !at.has(c));
  if (missing.length > 0)
    throw new ValidationError([
      { path: 'file', message: `表头缺少：${missing.join('、')}（应为 标题、摘要、网址、来源、发布日期）` },
    ]);
  const problems: ErrorDetail[] = [];
  const items: Incoming[] = [];
  for (const [line, cells] of rows) {
    if (cells.every((c) => c.trim() === '')) continue;
    const raw: Record<string, string> = {};
    for (const [name, field] of Object.entries(COLUMNS)) {
      const i = at.get(name);
      const value = i === undefined ? '' : (cells[i] ?? '').trim();
      if (value !== '') raw[field] = value;
    }
    const parsed = sentimentItemInput.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const column =
          Object.entries(COLUMNS).find(([, f]) => f === issue.path[0])?.[0] ?? String(issue.path[0]);
        problems.push({ path: 'file', message: `第 ${line} 行「${column}」：${issue.message}` });
      }
      continue;
    }
    const { publishedOn, url, ...item } = parsed.data;
    items.push({ ...item, url: url ?? null, publishedAt: new Date(`${publishedOn}T12:00:00+08:00`) });
  }
  if (problems.length > 0) throw new ValidationError(problems.slice(0, 200), '工作簿有误，未导入任何舆情');
  if (items.length === 0) throw new ValidationError([{ path: 'file', message: '工作簿中没有舆情' }]);
  return items;
}
