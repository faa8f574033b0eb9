// My company information (issue 3 §3): validation of the draft, the review through the workflow
// engine (submit → reject → correct → resubmit → approve), withdraw, and the history's differences.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterprises, profileVersions, workflowInstances } from '../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { auditCount } from './helpers/audit.ts';
import { callerOf } from './helpers/enterprise.ts';
import { freshOrgUser } from './helpers/fresh-org.ts';
import { newCreditCode } from './helpers/registration.ts';

let t: TestApp;
let api: ReturnType<typeof callerOf>;
beforeAll(async () => {
  t = await buildTestApp();
  api = callerOf(t.app);
});
afterAll(() => t.close());

const MY = '/console/api/company/my';

async function myDraftBody() {
  const my = await api.data('ent-gold', 'GET', MY);
  return structuredClone((my.draft ?? my.current).data);
}

describe('my company', () => {
  it('shows the seeded approved version and what the enterprise may do', async () => {
    const my = await api.data('ent-gold', 'GET', MY);
    expect(my.enterprise).toMatchObject({ grades: ['GOLDEN_SEED'], hasShortcut: true, currentVersion: 1 });
    expect(my.current).toMatchObject({ number: 1, status: 'APPROVED' });
    expect(my.current.data.basic.industryCodePath).toBe('C/34');
    expect(my.current.data.institutions.broker.name).toMatch(/证券/);
    expect(my.draft).toBeNull();
    expect(my.abilities).toEqual({ edit: true, submit: false, withdraw: false });
  });

  it('is for enterprises only: anonymous 403 auth required, an office 403 denied', async () => {
    expect((await api.get(null, MY)).json().code).toBe('WEB_ACCESS_AUTH_REQUIRED');
    const office = await api.get('county', MY);
    expect(office.statusCode).toBe(403);
    expect(office.json().code).toBe('WEB_ACCESS_DENIED');
    expect((await api.call('broker', 'PUT', `${MY}/draft`, await myDraftBody())).statusCode).toBe(403);
  });

  it('refuses a bad draft with the fields at fault (400), and saves nothing', async () => {
    const body = await myDraftBody();
    body.basic.creditCode = '91430100MA4L1T0A0X';
    body.basic.registeredCapital = '12,000';
    body.contacts[0].mobile = '12345';
    delete body.basic.industryCodePath;
    const answer = await api.call('ent-gold', 'PUT', `${MY}/draft`, body);
    expect(answer.statusCode).toBe(400);
    const paths = answer.json().details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'basic.creditCode',
        'basic.registeredCapital',
        'contacts.0.mobile',
        'basic.industryCodePath',
      ]),
    );
    const dictionaryCheck = await myDraftBody();
    dictionaryCheck.basic.regionCode = '110101'; // Beijing: not in the served province
    dictionaryCheck.basic.industryCodePath = 'A/34'; // division 34 is not under section A
    const refused = await api.call('ent-gold', 'PUT', `${MY}/draft`, dictionaryCheck);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.map((d: { path: string }) => d.path)).toEqual([
      'basic.regionCode',
      'basic.industryCodePath',
    ]);
    expect((await api.data('ent-gold', 'GET', MY)).draft).toBeNull();
  });

  it('refuses a credit code another organisation holds (409)', async () => {
    const other = await api.data('ent-normal', 'GET', MY);
    const body = await myDraftBody();
    body.basic.creditCode = other.enterprise.creditCode;
    expect((await api.call('ent-gold', 'PUT', `${MY}/draft`, body)).statusCode).toBe(409);
  });
});

describe('review through the workflow engine', () => {
  let instanceId: string;

  it('saves a draft (audited) and submits it to the county office', async () => {
    const body = await myDraftBody();
    body.basic.registeredCapital = '15000';
    body.basic.employees = 900;
    const my = await api.data('ent-gold', 'PUT', `${MY}/draft`, body);
    expect(my.draft).toMatchObject({ status: 'DRAFT', number: null });
    expect(my.abilities).toEqual({ edit: true, submit: true, withdraw: false });
    expect(
      await auditCount(t.database.db, { action: 'enterprise.draft.saved', objectId: my.enterprise.id }),
    ).toBe(1);

    const rowsBefore = await auditCount(t.database.db, {});
    const submitted = await api.data('ent-gold', 'POST', `${MY}/submit`);
    expect(submitted.draft.status).toBe('SUBMITTED');
    expect(submitted.abilities).toEqual({ edit: false, submit: false, withdraw: true });
    instanceId = submitted.draft.workflowInstanceId;
    // One audit row: the review's start is the record of the submit.
    expect(await auditCount(t.database.db, {})).toBe(rowsBefore + 1);
    expect(await auditCount(t.database.db, { action: 'workflow.start', objectId: instanceId })).toBe(1);
    // In review the version is locked.
    expect((await api.call('ent-gold', 'PUT', `${MY}/draft`, body)).statusCode).toBe(409);
    expect((await api.call('ent-gold', 'POST', `${MY}/submit`)).statusCode).toBe(409);
  });

  it('is in the county office’s review queue, and only visible to the city', async () => {
    const todo = await api.data('county', 'GET', '/console/api/company/audit');
    expect(todo.items).toHaveLength(1);
    expect(todo.items[0]).toMatchObject({ status: 'SUBMITTED', mine: true, workflowInstanceId: instanceId });
    expect((await api.data('city', 'GET', '/console/api/company/audit')).total).toBe(0);
    const all = await api.data('city', 'GET', '/console/api/company/audit?scope=all');
    expect(all.items[0]).toMatchObject({ mine: false });
    const detail = await api.data('county', 'GET', `/console/api/workflow/instances/${instanceId}`);
    expect(detail.actions.map((a: { action: string }) => a.action)).toEqual(
      expect.arrayContaining(['approve', 'reject']),
    );
    expect(detail.subjectLink).toMatch(/^\/company\/profile\?id=/);
    expect(detail.subjectSummary.at(-1).value).toMatch(/基本信息/);
  });

  it('the profile shows the government the pending changes', async () => {
    const my = await api.data('ent-gold', 'GET', MY);
    const view = await api.data('county', 'GET', `/console/api/company/profile?id=${my.enterprise.id}`);
    expect(view.pending.status).toBe('SUBMITTED');
    expect(view.pendingChanges).toEqual(
      expect.arrayContaining([
        { path: 'basic.registeredCapital', before: '12000', after: '15000' },
        { path: 'basic.employees', before: '860', after: '900' },
      ]),
    );
  });

  it('a reject needs a reason and sends the version back, with the reason, to the enterprise', async () => {
    const act = (account: string, payload: object) =>
      api.call(account, 'POST', `/console/api/workflow/instances/${instanceId}/actions`, payload);
    expect((await act('county', { action: 'reject' })).statusCode).toBe(400);
    // The enterprise cannot decide its own review.
    expect((await act('ent-gold', { action: 'approve' })).statusCode).toBe(403);
    expect((await act('county', { action: 'reject', comment: '注册资本请附验资报告' })).statusCode).toBe(200);
    const my = await api.data('ent-gold', 'GET', MY);
    expect(my.draft).toMatchObject({ status: 'REJECTED', comment: '注册资本请附验资报告' });
    expect(my.draft.decidedByOrg.name).toMatch(/金融工作办公室/);
    expect(my.abilities).toEqual({ edit: true, submit: true, withdraw: true });
  });

  it('the enterprise corrects and resubmits the same review, which the county approves', async () => {
    const body = await myDraftBody();
    body.basic.registeredCapital = '15500';
    await api.data('ent-gold', 'PUT', `${MY}/draft`, body);
    const resubmitted = await api.data('ent-gold', 'POST', `${MY}/submit`);
    expect(resubmitted.draft).toMatchObject({ status: 'SUBMITTED', workflowInstanceId: instanceId });
    await api.data('county', 'POST', `/console/api/workflow/instances/${instanceId}/actions`, {
      action: 'approve',
    });
    const my = await api.data('ent-gold', 'GET', MY);
    expect(my.draft).toBeNull();
    expect(my.current).toMatchObject({ number: 2, status: 'APPROVED' });
    expect(my.current.data.basic.registeredCapital).toBe('15500');
    expect(my.enterprise.currentVersion).toBe(2);
  });

  it('history lists every approved version with who, when and the difference', async () => {
    const history = await api.data('ent-gold', 'GET', '/console/api/company/history');
    expect(history.total).toBe(2);
    const [second, first] = history.items;
    expect(second.version).toMatchObject({ number: 2 });
    expect(second.version.decidedBy.name).toBe('陈志远');
    expect(second.changes).toEqual([
      { path: 'basic.registeredCapital', before: '12000', after: '15500' },
      { path: 'basic.employees', before: '860', after: '900' },
    ]);
    // The first version differs from nothing: every field is new.
    expect(first.changes.length).toBeGreaterThan(20);
    expect(first.changes.every((c: { before: string | null }) => c.before === null)).toBe(true);
    // Paging keeps the comparison with the version just before the page.
    const paged = await api.data('ent-gold', 'GET', '/console/api/company/history?page=1&size=1');
    expect(paged.items[0].changes).toEqual(second.changes);
  });

  it('the government reads the history of an enterprise in its scope only', async () => {
    const my = await api.data('ent-gold', 'GET', MY);
    const url = `/console/api/company/history?id=${my.enterprise.id}`;
    expect((await api.data('city', 'GET', url)).total).toBe(2);
    expect((await api.data('unit', 'GET', url)).total).toBe(2);
    const normal = await api.data('ent-normal', 'GET', MY);
    expect(
      (await api.get('county', `/console/api/company/history?id=${normal.enterprise.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await api.get('ent-gold', `/console/api/company/history?id=${normal.enterprise.id}`)).statusCode,
    ).toBe(404);
    expect((await api.get('city', '/console/api/company/history')).statusCode).toBe(400);
  });

  it('refuses a submission that changes nothing', async () => {
    await api.data('ent-gold', 'PUT', `${MY}/draft`, await myDraftBody());
    const answer = await api.call('ent-gold', 'POST', `${MY}/submit`);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('与当前版本相比没有修改');
    await api.data('ent-gold', 'DELETE', `${MY}/draft`);
    expect(await auditCount(t.database.db, { action: 'enterprise.draft.discarded' })).toBe(1);
  });

  it('withdraws a submission: the draft is editable again and the review is closed', async () => {
    const body = await myDraftBody();
    body.basic.mainBusiness = '工业机器人与智能物流装备';
    await api.data('ent-gold', 'PUT', `${MY}/draft`, body);
    const submitted = await api.data('ent-gold', 'POST', `${MY}/submit`);
    const withdrawn = await api.data('ent-gold', 'POST', `${MY}/withdraw`);
    expect(withdrawn.draft.status).toBe('DRAFT');
    expect(await auditCount(t.database.db, { action: 'enterprise.withdrawn' })).toBe(1);
    const detail = await api.data(
      'ent-gold',
      'GET',
      `/console/api/workflow/instances/${submitted.draft.workflowInstanceId}`,
    );
    expect(detail.instance).toMatchObject({ state: 'withdrawn', open: false });
    expect((await api.data('county', 'GET', '/console/api/company/audit')).total).toBe(0);
    expect((await api.call('ent-gold', 'POST', `${MY}/withdraw`)).statusCode).toBe(409);
  });
});

describe('one write at a time per enterprise (concurrent calls; real PostgreSQL shows the race)', () => {
  /** A new enterprise organisation without a record, and a valid first profile for it. */
  async function newcomer() {
    const { orgId, account } = await freshOrgUser(t, 'ENTERPRISE', '430102');
    const body = structuredClone((await api.data('ent-gold', 'GET', MY)).current.data);
    body.basic.name = `${account} 有限公司`;
    body.basic.creditCode = newCreditCode(body.basic.regionCode);
    return { orgId, account, body };
  }
  const recordsOf = (orgId: string) =>
    t.database.db.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.orgId, orgId));

  it('two first saves at once make one record with one draft, and neither is a 500', async () => {
    const { orgId, account, body } = await newcomer();
    const other = { ...body, basic: { ...body.basic, employees: 12 } };
    const answers = await Promise.all([
      api.call(account, 'PUT', `${MY}/draft`, body),
      api.call(account, 'PUT', `${MY}/draft`, other),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const records = await recordsOf(orgId);
    expect(records).toHaveLength(1);
    const open = await t.database.db
      .select({ status: profileVersions.status })
      .from(profileVersions)
      .where(eq(profileVersions.subjectId, records[0]!.id));
    expect(open).toEqual([{ status: 'DRAFT' }]);
  });

  it('two submits at once start one review; the other is a 409', async () => {
    const { account, body } = await newcomer();
    const { enterprise } = await api.data(account, 'PUT', `${MY}/draft`, body);
    const answers = await Promise.all([
      api.call(account, 'POST', `${MY}/submit`),
      api.call(account, 'POST', `${MY}/submit`),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const reviews = await t.database.db
      .select({ id: workflowInstances.id })
      .from(workflowInstances)
      .where(eq(workflowInstances.subjectId, enterprise.id));
    expect(reviews).toHaveLength(1);
    expect((await api.data(account, 'GET', MY)).draft.workflowInstanceId).toBe(reviews[0]!.id);
  });

  it('two newcomers taking one new credit code at once: one saves, the other is a 409', async () => {
    const first = await newcomer();
    const second = await newcomer();
    second.body.basic.creditCode = first.body.basic.creditCode;
    const answers = await Promise.all([
      api.call(first.account, 'PUT', `${MY}/draft`, first.body),
      api.call(second.account, 'PUT', `${MY}/draft`, second.body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.json().message).toMatch(/统一社会信用代码/);
  });
});

describe('disabled dictionary entries', () => {
  const DICT = '/console/api/management/dict';
  const setEnabled = (kind: string, code: string, enabled: boolean) =>
    api.data('admin', 'PUT', `${DICT}/${kind}/${code}`, { enabled });
  const pathsOf = (answer: { json(): { details: { path: string; message: string }[] } }) =>
    answer.json().details.map((d) => `${d.path} ${d.message}`);

  it('refuses a new pick of a disabled region, industry or strategic industry (400 naming the field)', async () => {
    const body = await myDraftBody();
    await setEnabled('area', '430103', false);
    await setEnabled('industry', '35', false);
    await setEnabled('strategic', '1.5', false);
    body.basic.regionCode = '430103';
    body.basic.industryCodePath = 'C/35';
    body.basic.strategicIndustryCode = '1.5';
    const answer = await api.call('ent-gold', 'PUT', `${MY}/draft`, body);
    expect(answer.statusCode).toBe(400);
    expect(pathsOf(answer)).toEqual([
      'basic.regionCode 所在地区已停用，请重新选择',
      'basic.industryCodePath 所属行业已停用，请重新选择',
      'basic.strategicIndustryCode 战略性新兴产业分类已停用，请重新选择',
    ]);
  });

  it('an entry under a disabled one is not offered either, so it is refused', async () => {
    const body = await myDraftBody();
    await setEnabled('industry', 'I', false);
    body.basic.industryCodePath = 'I/65';
    const answer = await api.call('ent-gold', 'PUT', `${MY}/draft`, body);
    expect(pathsOf(answer)).toEqual(['basic.industryCodePath 所属行业已停用，请重新选择']);
    await setEnabled('industry', 'I', true);
  });

  it('keeps accepting the values the enterprise already holds, so an old profile stays savable', async () => {
    const body = await myDraftBody();
    const { regionCode, industryCodePath, strategicIndustryCode } = body.basic;
    await setEnabled('area', regionCode, false);
    await setEnabled('industry', industryCodePath.split('/')[1], false);
    await setEnabled('strategic', strategicIndustryCode, false);
    body.basic.employees += 1;
    const saved = await api.call('ent-gold', 'PUT', `${MY}/draft`, body);
    expect(saved.statusCode, saved.body).toBe(200);
    for (const [kind, code] of [
      ['area', regionCode],
      ['area', '430103'],
      ['industry', industryCodePath.split('/')[1]],
      ['industry', '35'],
      ['strategic', strategicIndustryCode],
      ['strategic', '1.5'],
    ])
      await setEnabled(kind!, code!, true);
  });
});
