// The issuer's daily digest of research replies (issue 11 §2): a reply sends no notice of its own;
// once the China day is over the issuing office gets one notice per letter that received replies
// that day, counting them; run again it sends nothing, and the next day's replies make the next.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notices, users } from '../src/db/schema/index.ts';
import { createReplyDigest } from '../src/modules/research/research.digest.ts';
import { createAudit } from '../src/platform/audit/audit.ts';
import { createNotices } from '../src/platform/notices/notices.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { auditCount } from './helpers/audit.ts';
import { callerOf } from './helpers/enterprise.ts';

const LETTERS = '/console/api/research/letters';
const INBOX = '/console/api/research/inbox';
const SUBJECT = '拟上市企业融资需求调研';
let t: TestApp;
const org: Record<string, string> = {};
beforeAll(async () => {
  // Monday 2 March 2026, 09:00 China time.
  t = await buildTestApp();
  const api = callerOf(t.app);
  for (const account of ['ent-gold', 'ent-normal', 'city'])
    org[account] = (await api.data(account, 'GET', '/console/api/session/me')).org.id;
});
afterAll(() => t.close());

const digestAt = (at: string) => {
  t.clock.set(new Date(at));
  const { db } = t.database;
  const clock = t.clock.now;
  return createReplyDigest({
    db,
    clock,
    audit: createAudit(db, clock),
    notices: createNotices({ db, clock }),
  }).sweep();
};

/** What the city's first user was told about the letter (one notice per user of the office). */
async function digests(): Promise<string[]> {
  const [first] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.account, 'city'));
  const rows = await t.database.db
    .select({ content: notices.content })
    .from(notices)
    .where(and(eq(notices.userId, first!.id), eq(notices.title, `【调研回复】${SUBJECT}`)))
    .orderBy(notices.createdAt);
  return rows.map((r) => r.content);
}

const reply = (api: ReturnType<typeof callerOf>, account: string, id: string) =>
  api.data(account, 'POST', `${INBOX}/${id}/answers`, { answers: { q1: '有' } });

describe('the daily digest of replies', () => {
  it('tells the issuing office once per day with the day’s count, never per reply', async () => {
    const api = callerOf(t.app);
    const draft = await api.data('city', 'POST', LETTERS, {
      number: '测试调〔2026〕88号',
      subject: SUBJECT,
      questions: [
        { key: 'q1', kind: 'SINGLE', title: '是否有融资需求', required: true, options: ['有', '没有'] },
      ],
      recipients: { mode: 'CHOSEN', orgIds: [org['ent-gold'], org['ent-normal']] },
      deadline: '2026-03-20',
    });
    const submitted = await api.data('city', 'POST', `${LETTERS}/${draft.id}/submit`);
    await api.data(
      'city',
      'POST',
      `/console/api/workflow/instances/${submitted.workflowInstanceId}/actions`,
      {
        action: 'approve',
      },
    );
    await reply(api, 'ent-gold', draft.id);
    expect(await digests()).toEqual([]);

    // The same day: the day is not over, nothing yet.
    await digestAt('2026-03-02T23:00:00+08:00');
    expect(await digests()).toEqual([]);

    await digestAt('2026-03-03T01:00:00+08:00');
    expect(await digests()).toEqual([
      `调研函“${SUBJECT}”（测试调〔2026〕88号）2026-03-02 新增 1 份回复，累计 1/2。`,
    ]);
    // Again the same night, as a second sweeper would: nothing more.
    await digestAt('2026-03-03T02:00:00+08:00');
    expect(await digests()).toHaveLength(1);

    // Tuesday: the other enterprise replies (signed in afresh on the day).
    t.clock.set(new Date('2026-03-03T10:00:00+08:00'));
    await reply(callerOf(t.app), 'ent-normal', draft.id);
    await digestAt('2026-03-04T08:00:00+08:00');
    expect((await digests())[1]).toBe(
      `调研函“${SUBJECT}”（测试调〔2026〕88号）2026-03-03 新增 1 份回复，累计 2/2。`,
    );
    // No replies on Wednesday: no digest on Thursday.
    await digestAt('2026-03-05T08:00:00+08:00');
    expect(await digests()).toHaveLength(2);
    expect(await auditCount(t.database.db, { action: 'research.replies.digested', objectId: draft.id })).toBe(
      2,
    );
  });
});
