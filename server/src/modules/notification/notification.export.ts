// A sent document's recipients and their replies as Excel: what the issuer collects, streamed in
// batches so a document sent to every enterprise of the province still exports.
import { zhName } from '@portal/contract';
import type { FastifyReply } from 'fastify';
import { chinaMinute } from '../../platform/china-time.ts';
import { sendWorkbook } from '../../platform/excel/xlsx.ts';
import type { NotificationRow } from './notification.repository.ts';
import type { NotificationService } from './notification.service.ts';

const HEADERS = [
  '接收单位',
  '单位类型',
  '状态',
  '是否完成',
  '是否超期',
  '阅读时间',
  '回执时间',
  '回复时间',
  '回复内容',
  '回复附件',
];
const WIDTHS = [36, 16, 10, 10, 10, 18, 18, 18, 60, 30];
const cst = (iso: string | null) => (iso ? chinaMinute(new Date(iso)) : '');

export function sendRepliesWorkbook(reply: FastifyReply, service: NotificationService, n: NotificationRow) {
  const name = `${n.docNumber}_回复汇总.xlsx`.replace(/[\\/:*?"<>|]/g, '_');
  return sendWorkbook(reply, name, async (book) => {
    const row = book.sheet('回复汇总', HEADERS, WIDTHS);
    for await (const batch of service.replyRows(n))
      for (const r of batch)
        row([
          r.org.name,
          zhName('orgType', r.org.type),
          zhName('recipientState', r.state),
          r.completed ? '是' : '否',
          r.overdue ? '是' : '',
          cst(r.readAt),
          cst(r.receiptedAt),
          cst(r.repliedAt),
          r.reply ?? '',
          r.replyAttachments.map((a) => a.name ?? a.id).join('；'),
        ]);
  });
}
