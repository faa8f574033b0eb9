// The feed as a workbook: the same filters and scope as the list, read in batches and written as
// they come (flat memory whatever the count).
import type { FastifyReply } from 'fastify';
import type { Caller } from '../../platform/access/caller.ts';
import { chinaDay, chinaMinute } from '../../platform/china-time.ts';
import { sendWorkbook } from '../../platform/excel/xlsx.ts';
import type { ItemFilter } from './sentiment.repository.ts';
import type { createSentiment } from './sentiment.service.ts';

const POLARITY = { POSITIVE: '正面', NEUTRAL: '中性', NEGATIVE: '负面' } as const;

export function sendItemsWorkbook(
  reply: FastifyReply,
  sentiment: ReturnType<typeof createSentiment>,
  caller: Caller,
  query: ItemFilter,
) {
  return sendWorkbook(reply, `舆情监测_${chinaDay(new Date())}.xlsx`, async (book) => {
    const row = book.sheet(
      '舆情',
      ['发布时间', '标题', '倾向', '得分', '依据词', '涉及企业', '来源', '转载数', '网址', '摘要'],
      [18, 40, 8, 8, 20, 30, 16, 8, 40, 60],
    );
    for await (const batch of sentiment.exportBatches(caller, query)) {
      const named = await sentiment.enterprisesOf(
        caller,
        batch.map((i) => i.id),
      );
      for (const item of batch) {
        row([
          chinaMinute(item.publishedAt),
          item.title,
          POLARITY[item.polarity],
          item.score,
          item.words.join('、'),
          named
            .filter((n) => n.itemId === item.id)
            .map((n) => n.name)
            .join('、'),
          item.sourceName,
          item.duplicates,
          item.url ?? '',
          item.summary,
        ]);
      }
    }
  });
}
