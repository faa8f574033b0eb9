// The record list as a workbook: the same filters and scope as the list, written batch by batch.
import type { FastifyReply } from 'fastify';
import type { Caller } from '../../platform/access/caller.ts';
import { chinaDay, chinaMinute } from '../../platform/china-time.ts';
import { sendWorkbook } from '../../platform/excel/xlsx.ts';
import type { RecordFilter } from './policy.repository.ts';
import type { createPolicy } from './policy.service.ts';

export function sendRecordsWorkbook(
  reply: FastifyReply,
  policy: ReturnType<typeof createPolicy>,
  caller: Caller,
  query: RecordFilter,
) {
  return sendWorkbook(reply, `智慧政策推送记录_${chinaDay(new Date())}.xlsx`, async (book) => {
    const row = book.sheet(
      '推送记录',
      ['政策', '企业', '地区代码', '推送时间', '推送单位', '是否已读', '阅读时间', '是否申报', '申报时间'],
      [36, 36, 10, 18, 28, 10, 18, 10, 18],
    );
    for await (const batch of policy.recordBatches(caller, query)) {
      for (const r of batch) {
        row([
          r.policyTitle,
          r.enterpriseName,
          r.regionCode,
          chinaMinute(r.toldAt),
          r.toldByOrgName,
          r.readAt ? '已读' : '未读',
          r.readAt ? chinaMinute(r.readAt) : '',
          r.appliedAt ? '已申报' : '未申报',
          r.appliedAt ? chinaMinute(r.appliedAt) : '',
        ]);
      }
    }
  });
}
