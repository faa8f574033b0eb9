// The inboxes as Excel (issue 3 §1): the rows the list shows with the same filters, streamed.
import type { WorkflowInboxQuery } from '@portal/contract';
import type { FastifyReply } from 'fastify';
import type { Caller } from '../../platform/access/caller.ts';
import { chinaMinute } from '../../platform/china-time.ts';
import { sendWorkbook } from '../../platform/excel/xlsx.ts';
import type { createWorkflowInbox, InboxBox } from './workflow.service.ts';

const BOX_NAMES: Record<InboxBox, string> = { todo: '待办事项', done: '已办事项' };
const HEADERS = [
  '事项',
  '流程',
  '状态',
  '提交单位',
  '办理单位',
  '办理期限',
  '是否超期',
  '提交时间',
  '更新时间',
];
const WIDTHS = [40, 18, 10, 30, 30, 18, 10, 18, 18];

/** China Standard Time, minutes: what a clerk reads on the page. */
const cst = (iso: string | null) => (iso ? chinaMinute(new Date(iso)) : '');

export function sendInboxWorkbook(
  reply: FastifyReply,
  inbox: ReturnType<typeof createWorkflowInbox>,
  box: InboxBox,
  caller: Caller,
  query: Omit<WorkflowInboxQuery, 'page' | 'size'>,
  today: string,
) {
  return sendWorkbook(reply, `${BOX_NAMES[box]}_${today}.xlsx`, async (book) => {
    const row = book.sheet(BOX_NAMES[box], HEADERS, WIDTHS);
    for await (const i of inbox.rows(box, caller, query)) {
      row([
        i.title,
        i.processTitle,
        i.stateLabel,
        i.submitterOrg.name,
        i.assigneeOrg?.name ?? '',
        cst(i.deadline),
        i.overdue ? '是' : '',
        cst(i.createdAt),
        cst(i.updatedAt),
      ]);
    }
  });
}
