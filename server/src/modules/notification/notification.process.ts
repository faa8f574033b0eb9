// 下发通知审核 (notification/process): the drafting office submits a document, its reviewer in the
// same office signs it off (it goes out to its recipients) or returns it with a reason. After it
// went out, the office reminds the recipients who have not done what it asks. Every step is the
// engine's: one transaction with the history, the audit row and the notices; the effects below
// keep the document's status and recipients in step with the instance.
import { eq } from 'drizzle-orm';
import { orgs } from '../../db/schema/index.ts';
import { chinaDay } from '../../platform/china-time.ts';
import { ConflictError, ValidationError } from '../../platform/http/errors.ts';
import { defineProcess, policies as p, type TransitionEvent } from '../../platform/workflow/index.ts';
import * as repo from './notification.repository.ts';

export const NOTIFICATION_REVIEW = 'notification-review';
export const SUBJECT_TYPE = 'notification';
export const detailLink = (id: string) => `/notification/detail?id=${id}`;

async function subjectOf(e: TransitionEvent) {
  const found = await repo.findNotification(e.tx, e.instance.subjectId);
  if (!found) throw new ConflictError('通知不存在');
  return found;
}

/** Sends the document: recipient rows in the issuer's scope as it is now, and a notice to each. */
async function sendOut(e: TransitionEvent) {
  const { notification: n, issuerName } = await subjectOf(e);
  const now = e.instance.updatedAt;
  if (n.deadline !== null && n.deadline < chinaDay(now))
    throw new ValidationError([{ path: 'deadline', message: '截止日期已过，请退回修改后再下发' }]);
  const [issuer] = await e.tx
    .select({ regionCode: orgs.regionCode })
    .from(orgs)
    .where(eq(orgs.id, n.issuerOrgId));
  const sent = await repo.send(e.tx, n, { orgId: n.issuerOrgId, scope: issuer?.regionCode ?? null }, now);
  if (sent === 0) throw new ConflictError('没有可接收此通知的单位，请退回修改接收范围');
  const asks = [n.requiresReceipt ? '回执' : '', n.requiresReply ? '回复' : ''].filter(Boolean).join('并');
  await repo.noticeRecipients(
    e.tx,
    n,
    {
      title: `【通知文件】${n.title}`,
      content: `${issuerName}下发通知（${n.docNumber}）${asks ? `，请${asks}` : ''}${n.deadline ? `，截止 ${n.deadline}` : ''}。`,
      category: '通知文件',
      link: detailLink(n.id),
    },
    now,
    false,
  );
}

async function remindMissing(e: TransitionEvent) {
  const { notification: n, issuerName } = await subjectOf(e);
  if (n.recipientCount > 0 && !n.requiresReceipt && !n.requiresReply && n.readCount === n.recipientCount)
    throw new ConflictError('所有接收单位均已阅读，无需催办');
  const done = n.requiresReply ? n.repliedCount : n.requiresReceipt ? n.receiptedCount : n.readCount;
  if (done >= n.recipientCount) throw new ConflictError('所有接收单位均已完成，无需催办');
  await repo.noticeRecipients(
    e.tx,
    n,
    {
      title: `【催办】${n.title}`,
      content: `${issuerName}提醒：请尽快办理通知（${n.docNumber}）${n.deadline ? `，截止 ${n.deadline}` : ''}。${e.comment ?? ''}`,
      category: '通知文件',
      link: detailLink(n.id),
    },
    e.instance.updatedAt,
    true,
  );
}

const status =
  (to: 'REVIEWING' | 'RETURNED') =>
  async (e: TransitionEvent): Promise<void> =>
    repo.setStatus(e.tx, e.instance.subjectId, to, e.instance.updatedAt);

/** Anyone the service let through: it checked the caller's recipient row (recipientStep). */
const recipient = () => true;

export const notificationReview = defineProcess({
  key: NOTIFICATION_REVIEW,
  title: '下发通知审核',
  group: 'notification',
  subjectType: SUBJECT_TYPE,
  states: [
    { key: 'reviewing', label: '待审核', open: true },
    { key: 'returned', label: '已退回', open: true },
    { key: 'sent', label: '已下发', open: false },
  ],
  initial: 'reviewing',
  actions: {
    approve: { from: ['reviewing'], to: 'sent', who: p.assigneeOrg, notify: ['submitter'] },
    reject: { from: ['reviewing'], to: 'returned', who: p.assigneeOrg },
    // The reviewer is the drafting office itself: a resubmission goes back to it.
    submit: { from: ['returned'], to: 'reviewing', who: p.submitterOrg, assignee: 'submitter' },
    remind: { from: ['sent'], who: p.submitterOrg, notify: [] },
    // Each recipient's read, receipt and reply (issue 11 §4): the service has found and locked
    // the caller's own recipient row before it takes the step, so the policy adds nothing. The
    // service tells the issuer itself, in words naming the document and linking to it.
    read: { from: ['sent'], who: recipient, recipientStep: true, notify: [] },
    receipt: { from: ['sent'], who: recipient, recipientStep: true, notify: [] },
    reply: { from: ['sent'], who: recipient, recipientStep: true, notify: [] },
  },
  effects: {
    start: status('REVIEWING'),
    submit: status('REVIEWING'),
    reject: status('RETURNED'),
    approve: sendOut,
    remind: remindMissing,
  },
  subjectLink: (i) => detailLink(i.subjectId),
  async subjectSummary(db, i) {
    const found = await repo.findNotification(db, i.subjectId);
    if (!found) return [];
    const n = found.notification;
    return [
      { label: '文号', value: n.docNumber },
      { label: '标题', value: n.title },
      { label: '发文单位', value: found.issuerName },
    ];
  },
});
