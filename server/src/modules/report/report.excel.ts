// Reports in and out of Excel. Out: any status list or my list, streamed in batches (a province
// period of 100,000 rows stays at flat memory). In: a period's reports from the template of its
// kind (README "Import template"), every row checked first, then all written or none.
import {
  MAJOR_ISSUE_NAMES,
  REPORT_FIELDS,
  REPORT_KIND_NAMES,
  REPORT_STATE_NAMES,
  type ReportKind,
} from '@portal/contract/report';
import type { Caller } from '../../platform/access/caller.ts';
import { chinaDay, chinaMinute } from '../../platform/china-time.ts';
import type { AppContext } from '../../platform/context.ts';
import { readFirstSheet } from '../../platform/excel/sheet-reader.ts';
import type { SheetWriter } from '../../platform/excel/xlsx.ts';
import { type ErrorDetail, NotFoundError, ValidationError } from '../../platform/http/errors.ts';
import { checkedContent } from './report.content.ts';
import { isOpen, viewerOf } from './report.policy.ts';
import * as repo from './report.repository.ts';

const LIST_HEADERS = ['报告类型', '期间', '填报单位', '所在地区', '状态', '截止日期', '提交时间', '是否逾期'];

/** Writes the list (status or mine) batch by batch; the stream's backpressure paces the reads. */
export async function writeList(
  ctx: AppContext,
  caller: Caller,
  filter: repo.ListFilter,
  book: SheetWriter,
  ownOnly: boolean,
): Promise<number> {
  const viewer = ownOnly ? { ...viewerOf(caller.user), type: 'ENTERPRISE' } : viewerOf(caller.user);
  const add = book.sheet('定期报告', LIST_HEADERS, [16, 14, 36, 14, 10, 12, 18, 10]);
  let rows = 0;
  for await (const batch of repo.exportBatches(ctx.db, viewer, filter, chinaDay(ctx.clock()))) {
    for (const r of batch)
      add([
        REPORT_KIND_NAMES[r.kind],
        r.periodLabel ?? r.title ?? '',
        r.filerName,
        r.regionName ?? r.regionCode,
        REPORT_STATE_NAMES[r.state],
        r.dueOn ?? '',
        r.submittedAt ? chinaMinute(r.submittedAt) : '',
        r.late ? '是' : '否',
      ]);
    rows += batch.length;
  }
  return rows;
}

export const TEMPLATE_LEAD = ['统一社会信用代码', '企业名称'];
export const templateHeaders = (kind: ReportKind) => [
  ...TEMPLATE_LEAD,
  ...REPORT_FIELDS[kind].map((f) => f.label),
];

export function writeTemplate(kind: ReportKind, book: SheetWriter): void {
  const headers = templateHeaders(kind);
  const add = book.sheet(
    REPORT_KIND_NAMES[kind],
    headers,
    headers.map((h) => Math.max(14, h.length * 2 + 2)),
  );
  // One example row: amounts in 万元, dates YYYY-MM-DD, categories by their Chinese name.
  add(
    headers.map((_, i) => {
      if (i === 0) return '91430000MA4L1T0A00';
      if (i === 1) return '示例企业（导入前删除本行）';
      const field = REPORT_FIELDS[kind][i - 2]!;
      return (
        {
          date: '2026-03-31',
          amount: '100.5',
          nonNegativeAmount: '100.5',
          count: '12',
          category: MAJOR_ISSUE_NAMES.PENALTY,
        }[field.type as 'date'] ?? ''
      );
    }),
  );
}

const column = (i: number) => String.fromCharCode(65 + i);

/** Imports a period's reports: each row's filer must owe a report in it; accepted at once. */
export async function importPeriod(ctx: AppContext, caller: Caller, periodId: string, data: Buffer) {
  const period = await repo.findPeriod(ctx.db, periodId);
  if (!period) throw new NotFoundError('报告期间不存在');
  const kind = period.kind;
  const { header, rows } = await readFirstSheet(data);
  const expected = templateHeaders(kind);
  if (expected.some((h, i) => header[i] !== h))
    throw new ValidationError([
      {
        path: 'file',
        message: `表头应为：${expected.join('、')}（请下载${REPORT_KIND_NAMES[kind]}导入模板）`,
      },
    ]);
  const byCode = await repo.periodRowsByCreditCode(ctx.db, periodId, viewerOf(caller.user));
  const problems: ErrorDetail[] = [];
  const planned: { row: repo.ReportRow; content: Record<string, string> }[] = [];
  const seen = new Set<string>();
  const categoryOf = new Map(Object.entries(MAJOR_ISSUE_NAMES).map(([k, v]) => [v, k]));
  for (const [line, cells] of rows) {
    if (cells.every((c) => c === '')) continue;
    const code = cells[0]!;
    const report = byCode.get(code);
    const bad = (col: number, message: string) =>
      problems.push({ path: `rows.${line}.${column(col)}`, message });
    if (!report) {
      bad(0, '该企业在本期间没有应报报告，或不在本辖区');
      continue;
    }
    if (seen.has(code)) bad(0, '同一企业重复出现');
    seen.add(code);
    if (!isOpen(report)) bad(0, '该企业本期报告已提交，不能导入覆盖');
    // A returned report is in its review: the filer corrects it there, an import would bypass it.
    else if (report.workflowInstanceId) bad(0, '该企业本期报告在审核流程中，请在审核中处理');
    const content: Record<string, string> = {};
    REPORT_FIELDS[kind].forEach((field, i) => {
      const cell = cells[i + 2] ?? '';
      content[field.key] = field.type === 'category' ? (categoryOf.get(cell) ?? cell) : cell;
    });
    try {
      planned.push({ row: report, content: checkedContent(kind, content, true) });
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      for (const d of error.details ?? []) {
        const index = REPORT_FIELDS[kind].findIndex((f) => `content.${f.key}` === d.path);
        bad(index < 0 ? 0 : index + 2, `${REPORT_FIELDS[kind][index]?.label ?? ''}${d.message}`);
      }
    }
  }
  if (planned.length === 0 && problems.length === 0)
    problems.push({ path: 'file', message: '文件中没有数据行' });
  if (problems.length > 0) throw new ValidationError(problems);
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock();
    for (const { row, content } of planned) {
      const saved = await repo.updateAt(
        tx,
        row.id,
        row.version,
        { content, state: 'ACCEPTED', submittedAt: now },
        now,
      );
      if (!saved) throw new ValidationError([{ path: 'file', message: '导入期间报告被修改，请重新导入' }]);
      await repo.insertVersion(tx, saved, '上级导入', { userId: caller.user.id, orgId: caller.org.id }, now);
    }
    await ctx.audit.by(
      caller,
      {
        action: 'report.imported',
        objectType: 'report_period',
        objectId: periodId,
        detail: { rows: planned.length },
      },
      tx,
    );
  });
  return { imported: planned.length };
}
