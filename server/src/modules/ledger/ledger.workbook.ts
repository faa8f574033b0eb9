// The ledger's workbooks (issue 10 §1, §2 "Excel"): the list export, whose columns are also the
// import template, the board export (stages by region), and the import itself. An import is all or
// nothing: every row is checked first, one bad row refuses the file with every problem named by
// its Excel row and column (details `rows.<row>.<column>`), nothing is written.

import { TARGET_BOARDS, zhName } from '@portal/contract';
import {
  COMMITTEE_RESULTS,
  LEDGER_SHEET_COLUMNS,
  type LedgerData,
  type LedgerListQuery,
  ledgerInput,
  REGISTRATION_RESULTS,
} from '@portal/contract/ledger';
import type { FastifyReply } from 'fastify';
import type { Caller } from '../../platform/access/caller.ts';
import type { AppContext } from '../../platform/context.ts';
import { readFirstSheet } from '../../platform/excel/sheet-reader.ts';
import { sendWorkbook } from '../../platform/excel/xlsx.ts';
import { type ErrorDetail, ValidationError } from '../../platform/http/errors.ts';
import { writeScopeOf } from './ledger.policy.ts';
import * as repo from './ledger.repository.ts';
import { futureDates, type LedgerService, rowOf } from './ledger.service.ts';

type Column = (typeof LEDGER_SHEET_COLUMNS)[number][0];
const HEADERS = LEDGER_SHEET_COLUMNS.map(([, title]) => title);
const EXTRA = ['所在地区', '台账阶段', '状态', '超期事项'];
const MAX_REPORTED = 500;
const intermediaries = ['broker', 'lawFirm', 'accountingFirm'] as const;

function cellOf(l: LedgerData, key: Column, head: repo.HeadRow): string {
  if (key === 'creditCode') return head.creditCode;
  if (key === 'name') return head.name;
  if (key === 'targetBoard') return l.targetBoard ? zhName('board', l.targetBoard) : '';
  if (key === 'committeeResult') return l.committeeResult ? zhName('committeeResult', l.committeeResult) : '';
  if (key === 'registrationResult')
    return l.registrationResult ? zhName('registrationResult', l.registrationResult) : '';
  if ((intermediaries as readonly string[]).includes(key)) return l[key as 'broker']?.name ?? '';
  return (l[key as keyof LedgerData] as string | undefined) ?? '';
}

export function exportLedgers(
  ctx: AppContext,
  service: LedgerService,
  caller: Caller,
  reply: FastifyReply,
  q: Omit<LedgerListQuery, 'page' | 'size'>,
  done: (rows: number) => Promise<void>,
) {
  const day = service.today();
  return sendWorkbook(reply, `上市台账-${day}.xlsx`, async (writer) => {
    const add = writer.sheet('上市台账', [...HEADERS, ...EXTRA]);
    let rows = 0;
    for await (const batch of repo.exportBatches(ctx.db, service.scopeOf(caller), q, day)) {
      for (const head of batch) {
        const l = head.ledger!.data;
        const row = rowOf(head, day);
        add([
          ...LEDGER_SHEET_COLUMNS.map(([key]) => cellOf(l, key, head)),
          head.regionName ?? head.regionCode,
          zhName('ledgerStage', row.stage),
          zhName('ledgerStatus', row.status),
          row.flags.map((f) => zhName('ledgerLimit', f.limit)).join('；'),
        ]);
        rows++;
      }
    }
    await done(rows);
  });
}

export function exportBoard(
  board: Awaited<ReturnType<LedgerService['board']>>,
  reply: FastifyReply,
  done: () => Promise<void>,
) {
  return sendWorkbook(reply, `上市进程看板-${board.region.name}.xlsx`, async (writer) => {
    const stages = writer.sheet('各阶段企业数', ['阶段', '企业数']);
    for (const s of board.stages) stages([zhName('ledgerStage', s.stage), s.count]);
    stages(['合计', board.total]);
    for (const s of board.statuses) stages([zhName('ledgerStatus', s.status), s.count]);
    const limits = writer.sheet('超期情况', ['法定时限', '超期企业数'], [36, 14]);
    for (const l of board.limits) limits([zhName('ledgerLimit', l.limit), l.count]);
    limits(['超期企业合计', board.flagged]);
    const coarse = [
      'RESERVE',
      'SHAREHOLDING_REFORM',
      'TUTORING',
      'FILED',
      'IN_REVIEW',
      'REGISTERED',
      'LISTED',
    ] as const;
    const regions = writer.sheet('下级地区', [
      '地区',
      '企业数',
      '超期',
      ...coarse.map((c) => zhName('stage', c)),
    ]);
    for (const r of board.regions)
      regions([r.name, r.total, r.flagged, ...coarse.map((c) => r.stages[c] ?? 0)]);
    await done();
  });
}

/** A cell of an enum column: its code or its Chinese name. */
function enumCell<E extends string>(
  values: readonly E[],
  name: (v: E) => string,
  cell: string,
): E | undefined | null {
  if (cell === '') return undefined;
  return values.find((v) => v === cell || name(v) === cell) ?? null;
}

type Parsed = { line: number; creditCode: string; values: Partial<Record<Column, unknown>> };

function parseSheet(header: string[], lines: Array<[number, string[]]>, problems: ErrorDetail[]): Parsed[] {
  const at = new Map<Column, number>();
  for (const [key, title] of LEDGER_SHEET_COLUMNS) {
    const i = header.findIndex((h) => h.replace(/\s/g, '') === title || h === key);
    if (i >= 0) at.set(key, i);
  }
  if (!at.has('creditCode')) {
    problems.push({ path: 'header.creditCode', message: '缺少“统一社会信用代码”列' });
    return [];
  }
  const out: Parsed[] = [];
  for (const [line, cells] of lines) {
    if (cells.every((c) => c === '')) continue;
    const bad = (col: Column, message: string) => problems.push({ path: `rows.${line}.${col}`, message });
    const values: Parsed['values'] = {};
    for (const [key, i] of at) {
      const cell = cells[i] ?? '';
      if (key === 'creditCode' || key === 'name' || cell === '') continue;
      if (key === 'targetBoard') {
        const v = enumCell(TARGET_BOARDS, (b) => zhName('board', b), cell);
        if (v === null) bad(key, '板块不在可选范围内');
        else values[key] = v;
      } else if (key === 'committeeResult') {
        const v = enumCell(COMMITTEE_RESULTS, (r) => zhName('committeeResult', r), cell);
        if (v === null) bad(key, '审议结果只能是通过、有条件通过、未通过或暂缓审议');
        else values[key] = v;
      } else if (key === 'registrationResult') {
        const v = enumCell(REGISTRATION_RESULTS, (r) => zhName('registrationResult', r), cell);
        if (v === null) bad(key, '注册结果只能是注册生效、不予注册或终止注册');
        else values[key] = v;
      } else if ((intermediaries as readonly string[]).includes(key)) values[key] = { name: cell };
      else values[key] = cell;
    }
    const creditCode = (cells[at.get('creditCode')!] ?? '').toUpperCase();
    if (!creditCode) bad('creditCode', '请填写统一社会信用代码');
    out.push({ line, creditCode, values });
  }
  return out;
}

/**
 * Imports a workbook in the template's layout. A filled cell replaces the ledger's value, an empty
 * one leaves it as it is; each row must name an enterprise in the caller's scope by credit code.
 */
export async function importLedgers(
  ctx: AppContext,
  service: LedgerService,
  caller: Caller,
  file: Buffer,
): Promise<{ updated: number }> {
  const { header, rows } = await readFirstSheet(file);
  const problems: ErrorDetail[] = [];
  const parsed = parseSheet(header, rows, problems);
  if (problems.length === 0 && parsed.length === 0)
    throw new ValidationError([{ path: 'file', message: '工作簿中没有数据' }]);
  const seen = new Map<string, number>();
  for (const p of parsed) {
    if (p.creditCode && seen.has(p.creditCode))
      problems.push({ path: `rows.${p.line}.creditCode`, message: `与第 ${seen.get(p.creditCode)} 行重复` });
    seen.set(p.creditCode, p.line);
  }
  const scope = writeScopeOf(caller.user);
  const day = service.today();
  return ctx.db.transaction(async (tx) => {
    const heads = await repo.findByCreditCodes(tx, scope, parsed.map((p) => p.creditCode).filter(Boolean));
    const byCode = new Map(heads.map((h) => [h.creditCode, h]));
    const planned: Array<{ head: repo.HeadRow; data: LedgerData }> = [];
    for (const p of parsed) {
      const head = byCode.get(p.creditCode);
      if (!head) {
        if (p.creditCode)
          problems.push({
            path: `rows.${p.line}.creditCode`,
            message: '没有该信用代码的企业，或不在您的管辖范围内',
          });
        continue;
      }
      const merged = ledgerInput.safeParse({ ...(head.ledger?.data ?? {}), ...p.values });
      if (!merged.success) {
        for (const issue of merged.error.issues)
          problems.push({ path: `rows.${p.line}.${String(issue.path[0] ?? 'row')}`, message: issue.message });
        continue;
      }
      for (const f of futureDates(merged.data, day))
        problems.push({ path: `rows.${p.line}.${f.path.split('.')[0]}`, message: f.message });
      planned.push({ head, data: merged.data });
    }
    if (problems.length) throw new ValidationError(problems.slice(0, MAX_REPORTED));
    let updated = 0;
    for (const { head, data } of planned)
      if (await service.apply(tx, caller, head, head.ledger?.version ?? 0, data, 'IMPORT')) updated++;
    return { updated };
  });
}
