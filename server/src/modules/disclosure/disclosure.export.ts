// The filtered announcements as a workbook, read in batches and written as they come; the last
// row says where they come from, as the page does.
import { ANNOUNCEMENT_TYPE_NAMES, EXCHANGE_NAMES } from '@portal/contract/disclosure';
import type { FastifyReply } from 'fastify';
import { chinaDay } from '../../platform/china-time.ts';
import type { AppContext } from '../../platform/context.ts';
import { sourceOf } from '../../platform/datasets/index.ts';
import { sendWorkbook } from '../../platform/excel/xlsx.ts';
import { announcementBatches } from './disclosure.repository.ts';
import type { AnnouncementFilterValues, createDisclosure } from './disclosure.service.ts';

export async function sendAnnouncementsWorkbook(
  reply: FastifyReply,
  ctx: Pick<AppContext, 'db' | 'clock'>,
  disclosure: ReturnType<typeof createDisclosure>,
  filter: AnnouncementFilterValues,
) {
  const version = await disclosure.current();
  const { where } = await disclosure.whereOf(filter);
  return sendWorkbook(reply, `公告_${chinaDay(ctx.clock())}.xlsx`, async (book) => {
    const row = book.sheet(
      '公告',
      ['证券代码', '公司名称', '交易所', '省份', '公告日期', '公告类型', '公告标题', '摘要', '链接'],
      [10, 20, 8, 8, 12, 10, 50, 60, 40],
    );
    if (!version) return row(['尚未导入公告数据']);
    const source = sourceOf(version);
    if (!filter.q || where.tsquery)
      for await (const batch of announcementBatches(ctx.db, version.id, where))
        for (const a of batch)
          row([
            a.code,
            a.company,
            EXCHANGE_NAMES[a.exchange],
            a.province,
            a.announcedOn,
            ANNOUNCEMENT_TYPE_NAMES[a.type],
            a.title,
            a.summary,
            a.url ?? '',
          ]);
    row([`数据来源：${source.sourceName}${source.synthetic ? '（示例数据）' : ''}，截至 ${source.asOf}`]);
  });
}
