// The reviews of research (issue 11 §2): a letter (企业调研函, research/process) and a visit record
// (企业调研记录, research/record/process) are reviewed inside the office that wrote them — the
// office's head signs a document off before it leaves the office — so the assignee is the writing
// office itself. Approval of a letter sends it: recipients are resolved then (a filter reaches the
// enterprises that match on the day it is sent) and told in their inbox, all in the step's transaction.
import { RESEARCH_LETTER_REVIEW, RESEARCH_RECORD_REVIEW } from '@portal/contract/research';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orgs } from '../../db/schema/index.ts';
import { ConflictError } from '../../platform/http/errors.ts';
import { insertNotices } from '../../platform/notices/notices.repository.ts';
import { defineProcess, policies as p, type TransitionEvent } from '../../platform/workflow/index.ts';
import * as letters from './research.repository.ts';
import { researchLetters, researchRecords } from './research.schema.ts';

const states = [
  { key: 'pending', label: '待审核', open: true },
  { key: 'rejected', label: '已退回', open: true },
  { key: 'approved', label: '已通过', open: false },
];
const actions = {
  approve: { from: ['pending'], to: 'approved', who: p.assigneeOrg },
  reject: { from: ['pending'], to: 'rejected', who: p.assigneeOrg },
  submit: { from: ['rejected'], to: 'pending', who: p.submitterOrg, assignee: 'submitter' as const },
};

async function letterOf(tx: Database, id: string) {
  const [row] = await tx.select().from(researchLetters).where(eq(researchLetters.id, id)).for('update');
  if (!row) throw new Error(`research letter ${id} is missing`);
  return row;
}

const letterStatus =
  (status: 'IN_REVIEW' | 'RETURNED') =>
  async ({ tx, instance }: TransitionEvent) => {
    await tx
      .update(researchLetters)
      .set({ status, updatedAt: instance.updatedAt })
      .where(eq(researchLetters.id, instance.subjectId));
  };

/** Approval sends the letter: recipients resolved, each told in the inbox. */
async function sendLetter({ tx, instance }: TransitionEvent) {
  const letter = await letterOf(tx, instance.subjectId);
  const now = instance.updatedAt;
  await tx
    .update(researchLetters)
    .set({ status: 'SENT', sentAt: now, updatedAt: now })
    .where(eq(researchLetters.id, letter.id));
  // A letter that would reach nobody is not sent: the reviewer returns it for other recipients.
  if ((await letters.addRecipients(tx, letter, now)) === 0)
    throw new ConflictError('没有符合条件的调研对象，请退回修改调研对象');
  const [issuer] = await tx.select({ name: orgs.name }).from(orgs).where(eq(orgs.id, letter.issuingOrgId));
  await insertNotices(
    tx,
    await letters.recipientPeople(tx, letter.id, false),
    {
      title: `【调研函】${letter.subject}`,
      content: `${issuer?.name ?? ''}发来调研函（${letter.number}），请于 ${letter.deadline} 前填写回复。`,
      category: '调研函',
      link: `/research/detail?id=${letter.id}`,
    },
    now,
  );
}

export const letterReview = defineProcess({
  key: RESEARCH_LETTER_REVIEW,
  title: '企业调研函',
  group: 'research',
  subjectType: 'research_letter',
  states,
  initial: 'pending',
  actions: {
    ...actions,
    // Each recipient enterprise's opening and answer (issue 11 §4): the service has found the
    // caller's own recipient row first, so the policy adds nothing. No notice per answer: a letter
    // may go to thousands; the daily digest tells the office (research.digest.ts).
    read: { from: ['approved'], who: () => true, recipientStep: true, notify: [] },
    reply: { from: ['approved'], who: () => true, recipientStep: true, notify: [] },
  },
  effects: { approve: sendLetter, reject: letterStatus('RETURNED'), submit: letterStatus('IN_REVIEW') },
  subjectLink: (i) => `/research/detail?id=${i.subjectId}`,
  async subjectSummary(db, i) {
    const [row] = await db.select().from(researchLetters).where(eq(researchLetters.id, i.subjectId));
    if (!row) return [];
    const to =
      row.recipients.mode === 'CHOSEN' ? `${row.recipients.orgIds.length} 家指定企业` : '按条件筛选的企业';
    return [
      { label: '文号', value: row.number },
      { label: '调研主题', value: row.subject },
      { label: '问题数', value: String(row.questions.length) },
      { label: '调研对象', value: to },
      { label: '回复截止', value: row.deadline },
    ];
  },
});

const recordStatus =
  (status: 'IN_REVIEW' | 'RETURNED' | 'APPROVED') =>
  async ({ tx, instance }: TransitionEvent) => {
    await tx
      .update(researchRecords)
      .set({ status, updatedAt: instance.updatedAt })
      .where(eq(researchRecords.id, instance.subjectId));
  };

export const recordReview = defineProcess({
  key: RESEARCH_RECORD_REVIEW,
  title: '企业调研记录',
  group: 'researchRecord',
  subjectType: 'research_record',
  states,
  initial: 'pending',
  actions,
  effects: {
    approve: recordStatus('APPROVED'),
    reject: recordStatus('RETURNED'),
    submit: recordStatus('IN_REVIEW'),
  },
  subjectLink: (i) => `/research/record/detail?id=${i.subjectId}`,
  async subjectSummary(db, i) {
    const [row] = await db
      .select({ record: researchRecords, enterprise: orgs.name })
      .from(researchRecords)
      .innerJoin(orgs, eq(orgs.id, researchRecords.orgId))
      .where(eq(researchRecords.id, i.subjectId));
    if (!row) return [];
    return [
      { label: '企业名称', value: row.enterprise },
      { label: '走访日期', value: row.record.visitDate },
      { label: '走访人员', value: row.record.visitors },
      { label: '发现问题', value: `${row.record.problems.length} 个` },
    ];
  },
});
