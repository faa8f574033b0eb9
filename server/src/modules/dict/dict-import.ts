// Import of a dictionary sheet (the export's own layout). All or nothing: every row is checked
// first, and one bad row refuses the whole file with a row-by-row report (400, details
// `rows.<excel row>.<column>`), so a clerk fixes the sheet and imports it again.
import { DICT_NAME_MAX, type DictKind } from '@portal/contract';
import type { Database } from '../../db/client.ts';
import { readFirstSheet } from '../../platform/excel/sheet-reader.ts';
import type { ErrorDetail } from '../../platform/http/errors.ts';
import { ValidationError } from '../../platform/http/errors.ts';
import * as repo from './dict-admin.repository.ts';
import { checkCode, type ParentNode } from './dict-codes.ts';

/** Header texts accepted for each column: the export's Chinese titles and the field names. */
export const DICT_HEADERS = {
  code: '编码',
  name: '名称',
  parentCode: '上级编码',
  level: '级别',
  enabled: '启用',
};
const ALIASES: Record<keyof typeof DICT_HEADERS, string[]> = {
  code: ['编码', '代码', 'code'],
  name: ['名称', 'name'],
  parentCode: ['上级编码', '上级代码', 'parentcode', 'parent'],
  level: ['级别', 'level'],
  enabled: ['启用', '状态', 'enabled'],
};
const YES = ['', '是', '启用', 'true', '1', 'y', 'yes'];
const NO = ['否', '停用', '禁用', 'false', '0', 'n', 'no'];

type Row = { line: number; code: string; name: string; parentCode: string | null; enabled: boolean | null };
export type ImportPlan = {
  inserts: repo.NewNode[];
  updates: Array<{ code: string; change: { name?: string; enabled?: boolean } }>;
};

const MAX_REPORTED = 500;

function columnsOf(header: string[], problems: ErrorDetail[]) {
  const index = (key: keyof typeof ALIASES) =>
    header.findIndex((h) => ALIASES[key].includes(h.replace(/\s/g, '').toLowerCase()));
  const at = {
    code: index('code'),
    name: index('name'),
    parentCode: index('parentCode'),
    enabled: index('enabled'),
  };
  for (const key of ['code', 'name', 'parentCode'] as const) {
    if (at[key] < 0) problems.push({ path: `header.${key}`, message: `缺少“${DICT_HEADERS[key]}”列` });
  }
  return at;
}

function parseRows(
  kind: DictKind,
  header: string[],
  lines: Array<[number, string[]]>,
  problems: ErrorDetail[],
) {
  const at = columnsOf(header, problems);
  if (problems.length > 0) return [];
  const rows: Row[] = [];
  const seen = new Set<string>();
  for (const [line, cells] of lines) {
    if (cells.every((c) => c === '')) continue;
    const bad = (field: string, message: string) => problems.push({ path: `rows.${line}.${field}`, message });
    const upper = (s: string) => (kind === 'industry' ? s.toUpperCase() : s);
    const code = upper(cells[at.code] ?? '');
    const name = cells[at.name] ?? '';
    const flag = at.enabled >= 0 ? (cells[at.enabled] ?? '').toLowerCase() : '';
    if (!code) bad('code', '编码不能为空');
    else if (code.length > 16) bad('code', '编码过长');
    else if (seen.has(code)) bad('code', `编码 ${code} 在文件中重复`);
    if (!name) bad('name', '名称不能为空');
    else if (name.length > DICT_NAME_MAX) bad('name', `名称不能超过 ${DICT_NAME_MAX} 个字`);
    if (!YES.includes(flag) && !NO.includes(flag)) bad('enabled', '启用列只能填“是”或“否”');
    seen.add(code);
    const enabled = at.enabled < 0 || flag === '' ? null : YES.includes(flag);
    rows.push({ line, code, name, parentCode: upper(cells[at.parentCode] ?? '') || null, enabled });
  }
  if (rows.length === 0 && problems.length === 0)
    problems.push({ path: 'file', message: '文件中没有数据行' });
  return rows;
}

export async function planImport(
  db: Database,
  kind: DictKind,
  data: Buffer,
  inScope: (code: string) => boolean,
): Promise<ImportPlan> {
  const problems: ErrorDetail[] = [];
  const { header, rows: lines } = await readFirstSheet(data);
  const rows = parseRows(kind, header, lines, problems);
  const wanted = new Set(rows.flatMap((r) => (r.parentCode ? [r.code, r.parentCode] : [r.code])));
  const existing = new Map((await repo.findNodes(db, kind, [...wanted])).map((n) => [n.code, n]));
  const byCode = new Map(rows.map((r) => [r.code, r]));
  const levels = new Map<string, string | null>();

  // A new row's level comes from its parent, which may itself be a new row anywhere in the file.
  const levelOf = (code: string, trail: Set<string>): string | null => {
    const known = existing.get(code);
    if (known) return known.level;
    if (levels.has(code)) return levels.get(code)!;
    const row = byCode.get(code);
    if (!row || trail.has(code)) return null;
    trail.add(code);
    const parent = row.parentCode ? parentNode(row.parentCode, trail) : null;
    const verdict = row.parentCode && !parent ? null : checkCode(kind, code, parent);
    const level = verdict && 'level' in verdict ? verdict.level : null;
    levels.set(code, level);
    return level;
  };
  const parentNode = (code: string, trail: Set<string>): ParentNode | null => {
    const level = levelOf(code, trail);
    return level === null ? null : { code, level };
  };

  const plan: ImportPlan = { inserts: [], updates: [] };
  for (const row of rows) {
    const bad = (field: string, message: string) =>
      problems.push({ path: `rows.${row.line}.${field}`, message });
    if (!row.code || !inScope(row.code)) {
      if (row.code) bad('code', '不在本机构所辖区域内');
      continue;
    }
    const current = existing.get(row.code);
    if (current) {
      if ((current.parentCode ?? null) !== row.parentCode)
        bad('parentCode', `不能修改已有编码的上级（现为 ${current.parentCode ?? '无'}）`);
      const change: { name?: string; enabled?: boolean } = {};
      if (row.name && row.name !== current.name) change.name = row.name;
      if (row.enabled !== null && row.enabled !== current.enabled) change.enabled = row.enabled;
      if (Object.keys(change).length > 0) plan.updates.push({ code: row.code, change });
      continue;
    }
    const parent = row.parentCode ? parentNode(row.parentCode, new Set([row.code])) : null;
    if (row.parentCode && !parent) {
      bad('parentCode', `上级 ${row.parentCode} 不存在或本身有误`);
      continue;
    }
    const verdict = checkCode(kind, row.code, parent);
    if ('problem' in verdict) bad('code', verdict.problem);
    else {
      const node = { code: row.code, name: row.name, parentCode: parent?.code ?? null, level: verdict.level };
      plan.inserts.push(row.enabled === false ? { ...node, enabled: false } : node);
    }
  }
  if (problems.length > 0) {
    // Row order, so the report reads down the sheet as the clerk fixes it.
    const rowOf = (d: ErrorDetail) => Number(/^rows\.(\d+)\./.exec(d.path)?.[1] ?? 0);
    const shown = [...problems].sort((a, b) => rowOf(a) - rowOf(b)).slice(0, MAX_REPORTED);
    throw new ValidationError(shown, `导入文件有 ${problems.length} 处错误，未写入任何数据`);
  }
  // Parents first: a new child must find its new parent already inserted.
  const depth = (n: repo.NewNode): number => {
    let d = 0;
    for (let c = n.parentCode; c && d < 6; c = byCode.get(c)?.parentCode ?? null) d++;
    return d;
  };
  plan.inserts.sort((a, b) => depth(a) - depth(b));
  return plan;
}
