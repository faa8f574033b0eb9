// The filtered cases as a workbook, read in batches and written as they come. The first row says
// where the figures come from, as the page does.
import { IPO_BOARD_NAMES, IPO_STATUS_NAMES } from '@portal/contract/ipo-data';
import type { FastifyReply } from 'fastify';
import { chinaDay } from '../../platform/china-time.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendWorkbook } from '../../platform/excel/xlsx.ts';
import { caseBatches } from './ipo-data.repository.ts';
import { type createIpoData, type IpoCaseFilter, sourceOf } from './ipo-data.service.ts';

export async function sendCasesWorkbook(
  reply: FastifyReply,
  ctx: Pick<AppContext, 'db' | 'clock'>,
  ipo: ReturnType<typeof createIpoData>,
  filter: IpoCaseFilter,
) {
  const active = await ipo.current();
  return sendWorkbook(reply, `IPO案例_${chinaDay(ctx.clock())}.xlsx`, async (book) => {
    const row = book.sheet(
      'IPO案例',
      ['公司名称', '板块', '省份', '行业', '保荐机构', '状态', '受理日期', '募资金额（亿元）', '本省企业'],
      [36, 12, 10, 30, 28, 12, 12, 14, 10],
    );
    if (!active) return;
    const source = sourceOf(active);
    for await (const batch of caseBatches(ctx.db, active.id, filter))
      for (const c of batch)
        row([
          c.companyName,
          IPO_BOARD_NAMES[c.board],
          c.province,
          c.industry,
          c.sponsor,
          IPO_STATUS_NAMES[c.status],
          c.acceptedOn,
          c.fundsRaised ?? '',
          c.enterpriseId ? '是' : '',
        ]);
    row([`数据来源：${source.sourceName}${source.synthetic ? '（示例数据）' : ''}，截至 ${source.asOf}`]);
  });
}
