// The office's list of its region's financing needs as an Excel workbook, streamed: rows are read
// a page at a time and written as they come, with the columns the export configuration chooses.
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import type { SessionUser } from '@portal/contract';
import type { NeedListQuery } from '@portal/contract/financing';
import ExcelJS from 'exceljs';
import { chinaDay, chinaMinute } from '../../platform/china-time.ts';
import type { AppContext } from '../../platform/context.ts';
import type { ExportListDefinition } from '../../platform/excel/export-lists.ts';
import { needScope } from './financing.policy.ts';
import { filtersOf, listNeeds, type NeedRow } from './financing.repository.ts';

const NAMES = {
  kind: { EQUITY: '股权融资', DEBT: '债权融资', CONVERTIBLE: '可转债', OTHER: '其他' },
  stage: {
    SEED: '种子期',
    STARTUP: '初创期',
    GROWTH: '成长期',
    EXPANSION: '扩张期',
    MATURE: '成熟期（拟上市）',
  },
  status: {
    DRAFT: '草稿',
    PENDING: '审核中',
    REJECTED: '已退回',
    PUBLISHED: '已发布',
    MATCHED: '已匹配',
    CLOSED: '已关闭',
  },
} as const;

export const FINANCING_EXPORT_LIST: ExportListDefinition = {
  key: 'financing',
  title: '投融资信息列表',
  columns: [
    { key: 'title', title: '项目名称' },
    { key: 'enterprise', title: '企业名称' },
    { key: 'amount', title: '融资金额（万元）' },
    { key: 'kind', title: '融资方式' },
    { key: 'stage', title: '发展阶段' },
    { key: 'industry', title: '所属行业' },
    { key: 'region', title: '项目地区' },
    { key: 'status', title: '状态' },
    { key: 'matchCount', title: '对接数' },
    { key: 'contactName', title: '联系人' },
    { key: 'contactPhone', title: '联系电话' },
    { key: 'useOfFunds', title: '资金用途' },
    { key: 'publishedAt', title: '发布时间' },
  ],
  defaults: [
    'title',
    'enterprise',
    'amount',
    'kind',
    'stage',
    'region',
    'status',
    'matchCount',
    'publishedAt',
  ],
};

const CELLS: Record<string, (r: NeedRow) => string | number | null> = {
  title: (r) => r.need.title,
  enterprise: (r) => r.enterpriseName,
  amount: (r) => r.need.amount,
  kind: (r) => NAMES.kind[r.need.kind],
  stage: (r) => NAMES.stage[r.need.stage],
  industry: (r) => r.need.industry,
  region: (r) => r.regionName ?? r.need.regionCode,
  status: (r) => NAMES.status[r.need.status],
  matchCount: (r) => r.matchCount,
  contactName: (r) => r.need.contactName,
  contactPhone: (r) => r.need.contactPhone,
  useOfFunds: (r) => r.need.useOfFunds,
  publishedAt: (r) => (r.need.publishedAt ? chinaMinute(r.need.publishedAt) : null),
};
const BATCH = 500;

export async function exportNeeds(
  ctx: AppContext,
  user: SessionUser,
  query: Omit<NeedListQuery, 'page' | 'size'>,
) {
  const columns = (await ctx.exportLists.columns(FINANCING_EXPORT_LIST.key)).filter((c) => CELLS[c.key]);
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('投融资信息');
  sheet.columns = columns.map((c) => ({
    header: c.title,
    key: c.key,
    width: Math.max(12, c.title.length * 2 + 4),
  }));
  const conditions = [needScope(user), ...filtersOf(query)];
  const done = (async () => {
    let rows = 0;
    try {
      for (let offset = 0; ; offset += BATCH) {
        const page = await listNeeds(ctx.db, conditions, BATCH, offset);
        for (const row of page.rows) sheet.addRow(columns.map((c) => CELLS[c.key]!(row))).commit();
        rows += page.rows.length;
        // A slow client holds the reading back; a client that went away stops it.
        if (stream.writableNeedDrain) await Promise.race([once(stream, 'drain'), once(stream, 'close')]);
        if (stream.destroyed) return rows;
        if (page.rows.length < BATCH) break;
      }
      sheet.commit();
      await workbook.commit();
      return rows;
    } catch (error) {
      stream.destroy(error as Error);
      throw error;
    }
  })();
  return { stream, filename: `投融资信息-${chinaDay(ctx.clock()).replaceAll('-', '')}.xlsx`, done };
}
