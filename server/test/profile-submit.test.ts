// Submitting a versioned profile (enterprise, institution): what one submit reads and writes, and a
// resubmission made on the workflow page instead of the profile page.
import { desc, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { callerOf } from './helpers/enterprise.ts';
import { type LoggedApp, queryLoggedApp } from './helpers/query-log.ts';

let t: TestApp;
let logged: LoggedApp;
let api: ReturnType<typeof callerOf>;
beforeAll(async () => {
  t = await buildTestApp();
  logged = await queryLoggedApp(t);
  api = callerOf(logged.app);
});
afterAll(async () => {
  await logged.app.close();
  await t.close();
});

const KINDS = [
  {
    kind: 'enterprise',
    owner: 'ent-gold',
    office: 'county',
    base: '/console/api/company',
    table: 'enterprises',
  },
  {
    kind: 'institution',
    owner: 'lawfirm',
    office: 'city',
    base: '/console/api/institution',
    table: 'institutions',
  },
] as const;
type Kind = (typeof KINDS)[number];

/** Reads of the subject's record, and of its open version (the one query that finds it by status). */
function readsIn(statements: readonly string[], table: string) {
  return {
    record: statements.filter((q) => q.startsWith('select') && q.includes(`from "${table}"`)).length,
    openVersion: statements.filter((q) =>
      /from "profile_versions" .*"profile_versions"\."status" in \(/.test(q),
    ).length,
  };
}

/** The statements one request sends. */
async function statementsOf(request: () => Promise<unknown>) {
  logged.statements.length = 0;
  await request();
  return [...logged.statements];
}

async function lastAuditId() {
  const [row] = await t.database.db
    .select({ id: auditLog.id })
    .from(auditLog)
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row?.id ?? 0;
}
const auditSince = (id: number) =>
  t.database.db.select().from(auditLog).where(gt(auditLog.id, id)).orderBy(auditLog.id);

/** Saves a changed draft of the owner's profile. */
async function saveChange(k: Kind) {
  const my = await api.data(k.owner, 'GET', `${k.base}/my`);
  const body = structuredClone((my.draft ?? my.current).data);
  body.basic.employees = (body.basic.employees ?? 0) + 1;
  return api.data(k.owner, 'PUT', `${k.base}/my/draft`, body);
}

const act = (account: string, instanceId: string, body: object) =>
  api.data(account, 'POST', `/console/api/workflow/instances/${instanceId}/actions`, body);

/**
 * Submits the owner's draft and counts the submit's own reads: a write answers with my profile,
 * read as GET my reads it, so those reads are taken off.
 */
async function submitCountingReads(k: Kind) {
  const answer = readsIn(await statementsOf(() => api.data(k.owner, 'GET', `${k.base}/my`)), k.table);
  let submitted: { draft: { status: string; workflowInstanceId: string } } | undefined;
  const reads = readsIn(
    await statementsOf(async () => {
      submitted = await api.data(k.owner, 'POST', `${k.base}/my/submit`);
    }),
    k.table,
  );
  return {
    submitted: submitted!,
    reads: { record: reads.record - answer.record, openVersion: reads.openVersion - answer.openVersion },
  };
}

describe.each(KINDS)('submitting $kind information', (k) => {
  let instanceId: string;
  let subjectId: string;

  it('reads the record and its open version once each, and writes one audit row: the review’s start', async () => {
    subjectId = (await saveChange(k))[k.kind].id;
    const before = await lastAuditId();
    const { submitted, reads } = await submitCountingReads(k);
    expect(reads).toEqual({ record: 1, openVersion: 1 });
    expect(submitted.draft.status).toBe('SUBMITTED');
    instanceId = submitted.draft.workflowInstanceId;
    const rows = await auditSince(before);
    expect(rows.map((r) => [r.action, r.objectId])).toEqual([['workflow.start', instanceId]]);
    expect(rows[0]!.detail).toMatchObject({ subjectType: k.kind, subjectId });
  });

  it('resubmitted on the profile page after a return: the same reads, one row naming the subject', async () => {
    await act(k.office, instanceId, { action: 'reject', comment: '请补充说明' });
    await saveChange(k);
    const before = await lastAuditId();
    const { submitted: resubmitted, reads } = await submitCountingReads(k);
    expect(reads).toEqual({ record: 1, openVersion: 1 });
    expect(resubmitted.draft).toMatchObject({ status: 'SUBMITTED', workflowInstanceId: instanceId });
    const rows = await auditSince(before);
    expect(rows.map((r) => [r.action, r.objectId])).toEqual([['workflow.submit', instanceId]]);
    expect(rows[0]!.detail).toMatchObject({
      subjectType: k.kind,
      subjectId,
      from: 'rejected',
      to: 'pending',
    });
  });

  it('resubmitted on the workflow page after a return: the version is in review again', async () => {
    await act(k.office, instanceId, { action: 'reject', comment: '请再核对' });
    expect((await api.data(k.owner, 'GET', `${k.base}/my`)).draft.status).toBe('REJECTED');
    await act(k.owner, instanceId, { action: 'submit' });
    const my = await api.data(k.owner, 'GET', `${k.base}/my`);
    expect(my.draft).toMatchObject({ status: 'SUBMITTED', workflowInstanceId: instanceId, comment: null });
    expect(my.abilities).toEqual({ edit: false, submit: false, withdraw: true });
    // And the office decides on it as on any version in review.
    await act(k.office, instanceId, { action: 'approve' });
    expect((await api.data(k.owner, 'GET', `${k.base}/my`)).draft).toBeNull();
  });
});
