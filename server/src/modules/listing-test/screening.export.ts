// The screening list as a workbook: one row per enterprise, one column per board saying whether it
// meets the board's standards (and which), is close, or neither, as of the rules in force today.
import type { SessionUser } from '@portal/contract';
import type { ScreeningRow, ScreeningStatus } from '@portal/contract/listing-test';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import type { ExportListDefinition } from '../../platform/excel/export-lists.ts';
import { sendWorkbook } from '../../platform/excel/xlsx.ts';
import { decorate, type Filters, screenRefs } from './screening.service.ts';

export const SCREENING_EXPORT_LIST: ExportListDefinition = {
  key: 'listing-test-screening',
  title: '上市测评筛查',
  columns: [
    { key: 'name', title: '企业名称' },
    { key: 'region', title: '所在区域' },
    { key: 'latestYear', title: '最近年度' },
    { key: 'MAIN', title: '主板' },
    { key: 'CHINEXT', title: '创业板' },
    { key: 'STAR', title: '科创板' },
    { key: 'BSE', title: '北交所' },
  ],
};

const BATCH = 2_000;
const STATUS: Record<ScreeningStatus, string> = { MEETS: '符合', CLOSE: '接近（10%以内）', NEITHER: '' };

export async function exportScreening(
  ctx: Pick<AppContext, 'db' | 'clock' | 'exportLists'>,
  user: SessionUser,
  filters: Filters,
  reply: FastifyReply,
): Promise<{ rows: number; reply: FastifyReply }> {
  const columns = await ctx.exportLists.columns(SCREENING_EXPORT_LIST.key);
  const { version, rows: refs } = await screenRefs(ctx, user, filters);
  const cell = (row: ScreeningRow, key: string) => {
    if (key === 'name') return row.name;
    if (key === 'region') return row.regionName ?? row.regionCode;
    if (key === 'latestYear') return row.latestYear;
    const board = row.boards.find((b) => b.board === key);
    if (!board || board.status === 'NEITHER') return '';
    return `${STATUS[board.status]} ${board.standards.join('、')}`;
  };
  const sent = sendWorkbook(reply, `上市测评筛查-${version.version}.xlsx`, async (writer) => {
    const add = writer.sheet(
      '筛查结果',
      columns.map((c) => c.title),
      columns.map((c) => (c.key === 'name' ? 36 : 18)),
    );
    // Names and regions in batches, as the rows are written.
    for (let i = 0; i < refs.length; i += BATCH)
      for (const row of await decorate(ctx.db, refs.slice(i, i + BATCH)))
        add(columns.map((c) => cell(row, c.key)));
    const note = writer.sheet('说明', ['说明']);
    note([`规则版本 ${version.version}；市值与新三板创新层月数不在企业档案中，未纳入筛查。`]);
    note(['科创板第五套标准需人工判断，未纳入筛查；“接近”指某一标准的每项指标均达到或距门槛不足10%。']);
  });
  return { rows: refs.length, reply: sent };
}
