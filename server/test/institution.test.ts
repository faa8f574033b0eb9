// Institution information (issue 3 §4): type-specific fields, the review (中介机构信息审核), the
// directory every signed-in user searches, the government's management list, library options.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { institutions, workflowInstances } from '../src/db/schema/index.ts';
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

const MY = '/console/api/institution/my';
const DIRECTORY = '/console/api/institution/directory';

describe('my institution', () => {
  it('shows the seeded approved profile with the type’s own fields', async () => {
    const broker = await api.data('broker', 'GET', MY);
    expect(broker.institution).toMatchObject({ type: 'BROKER', group: 'intermediary', currentVersion: 1 });
    expect(broker.current.data.specific.sponsorRepresentatives).toHaveLength(2);
    const investor = await api.data('investor', 'GET', MY);
    expect(investor.current.data.specific).toMatchObject({
      preferredStages: ['A', 'B', 'PRE_IPO'],
      ticketMax: '8000',
    });
  });

  it('is for institutions: anonymous 403 auth required, enterprise and office 403 denied', async () => {
    expect((await api.get(null, MY)).json().code).toBe('WEB_ACCESS_AUTH_REQUIRED');
    for (const account of ['ent-gold', 'city'])
      expect((await api.get(account, MY)).json().code).toBe('WEB_ACCESS_DENIED');
  });

  it('keeps only the fields of its own type; checks ticket bounds', async () => {
    const { current } = await api.data('lawfirm', 'GET', MY);
    const body = structuredClone(current.data);
    body.specific.sponsorRepresentatives = [{ name: '不属于律所' }];
    body.basic.employees = 190;
    const saved = await api.data('lawfirm', 'PUT', `${MY}/draft`, body);
    expect(saved.draft.data.specific).toEqual({ securitiesPractice: true });
    expect(await auditCount(t.database.db, { action: 'institution.draft.saved' })).toBe(1);
    const investor = structuredClone((await api.data('investor', 'GET', MY)).current.data);
    investor.specific.ticketMin = '9000';
    const refused = await api.call('investor', 'PUT', `${MY}/draft`, investor);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details[0].path).toBe('specific.ticketMax');
  });

  it('is reviewed by the office of its region: submit, approve, history with the difference', async () => {
    const submitted = await api.data('lawfirm', 'POST', `${MY}/submit`);
    expect(submitted.draft.status).toBe('SUBMITTED');
    const instanceId = submitted.draft.workflowInstanceId;
    const inbox = await api.data('city', 'GET', '/console/api/workflow/todo?group=intermediary');
    expect(inbox.items.map((i: { id: string }) => i.id)).toContain(instanceId);
    // The county office is not the reviewer of a city institution.
    const county = await api.call('county', 'POST', `/console/api/workflow/instances/${instanceId}/actions`, {
      action: 'approve',
    });
    expect(county.statusCode).toBe(404);
    await api.data('city', 'POST', `/console/api/workflow/instances/${instanceId}/actions`, {
      action: 'approve',
    });
    const my = await api.data('lawfirm', 'GET', MY);
    expect(my.current.number).toBe(2);
    const history = await api.data('lawfirm', 'GET', '/console/api/institution/history');
    expect(history.items[0].changes).toEqual([{ path: 'basic.employees', before: '180', after: '190' }]);
    const govHistory = await api.data(
      'city',
      'GET',
      `/console/api/institution/history?id=${my.institution.id}`,
    );
    expect(govHistory.total).toBe(2);
    // Enterprises have no business with institution history (the route admits institutions and
    // the government only, see institution.routes.ts).
    expect(
      (await api.get('ent-gold', `/console/api/institution/history?id=${my.institution.id}`)).statusCode,
    ).toBe(403);
  });
});

describe('directory and lists', () => {
  it('every signed-in user searches the approved library', async () => {
    const all = await api.data('ent-gold', 'GET', DIRECTORY);
    expect(all.total).toBe(5);
    const cases: [string, number][] = [
      ['group=intermediary', 3],
      ['type=MONETARY', 1],
      ['keyword=律师', 1],
      [`service=${encodeURIComponent('IPO 审计')}`, 1],
      ['industry=C&stage=PRE_IPO', 1],
      ['group=advisory', 0],
    ];
    for (const [query, n] of cases)
      expect((await api.data('broker', 'GET', `${DIRECTORY}?${query}`)).total, query).toBe(n);
    const bank = (await api.data('unit', 'GET', `${DIRECTORY}?type=MONETARY`)).items[0];
    expect(bank.specific.products[0].name).toBe('科创贷');
    expect((await api.get(null, DIRECTORY)).statusCode).toBe(403);
    expect((await api.get('ent-gold', `${DIRECTORY}?stage=Z`)).statusCode).toBe(400);
  });

  it('the government manages every record; others are denied', async () => {
    const list = '/console/api/institution/list';
    expect((await api.data('admin', 'GET', `${list}?groups=intermediary`)).total).toBe(3);
    expect(
      (await api.data('unit', 'GET', `${list}?groups=financial&groups=advisory&groups=other`)).total,
    ).toBe(1);
    expect((await api.get('ent-gold', list)).json().code).toBe('WEB_ACCESS_DENIED');
    expect((await api.get('broker', list)).json().code).toBe('WEB_ACCESS_DENIED');
  });

  it('offers library entries of a type to engage, and a profile to any signed-in user', async () => {
    const options = await api.data('ent-gold', 'GET', '/console/api/institution/options?type=BROKER');
    expect(options).toHaveLength(1);
    const view = await api.data('ent-gold', 'GET', `/console/api/institution/profile?id=${options[0].id}`);
    expect(view).toMatchObject({ pending: null, current: { number: 1 } });
    const missing = await api.get(
      'ent-gold',
      '/console/api/institution/profile?id=00000000-0000-4000-8000-000000000000',
    );
    expect(missing.statusCode).toBe(404);
  });
});

describe('saving checks what registration checks, one write at a time', () => {
  /** The broker's profile, to start a body from. */
  const brokerBody = async () => {
    const my = await api.data('broker', 'GET', MY);
    return structuredClone((my.draft ?? my.current).data);
  };

  it('refuses at save (409) a credit code held by an enterprise record or another institution’s draft', async () => {
    // A newcomer enterprise's draft holds the code; its organisation has none yet.
    const { account } = await freshOrgUser(t, 'ENTERPRISE', '430102');
    const enterprise = structuredClone(
      (await api.data('ent-gold', 'GET', '/console/api/company/my')).current.data,
    );
    enterprise.basic.name = '代码占用测试企业有限公司';
    enterprise.basic.creditCode = newCreditCode(enterprise.basic.regionCode);
    await api.data(account, 'PUT', '/console/api/company/my/draft', enterprise);
    const body = await brokerBody();
    body.basic.creditCode = enterprise.basic.creditCode;
    const byEnterprise = await api.call('broker', 'PUT', `${MY}/draft`, body);
    expect(byEnterprise.statusCode).toBe(409);
    expect(byEnterprise.json().message).toBe('该统一社会信用代码已被其他企业或机构使用，请核对后重新填写');

    // A newcomer institution's first draft holds another code.
    const newcomer = await freshOrgUser(t, 'LAW_FIRM', '430102');
    const law = structuredClone((await api.data('lawfirm', 'GET', MY)).current.data);
    law.basic.name = '代码占用测试律师事务所';
    law.basic.creditCode = newCreditCode(law.basic.regionCode, '31');
    await api.data(newcomer.account, 'PUT', `${MY}/draft`, law);
    body.basic.creditCode = law.basic.creditCode;
    expect((await api.call('broker', 'PUT', `${MY}/draft`, body)).statusCode).toBe(409);
    expect((await api.data('broker', 'GET', MY)).draft).toBeNull();
  });

  it('two first saves at once make one record; two submits at once start one review', async () => {
    const { orgId, account } = await freshOrgUser(t, 'BROKER', '430102');
    const body = await brokerBody();
    body.basic.name = `${account} 证券有限公司`;
    body.basic.creditCode = newCreditCode(body.basic.regionCode);
    const saves = await Promise.all([
      api.call(account, 'PUT', `${MY}/draft`, body),
      api.call(account, 'PUT', `${MY}/draft`, body),
    ]);
    expect(saves.map((a) => a.statusCode)).toEqual([200, 200]);
    const records = await t.database.db
      .select({ id: institutions.id })
      .from(institutions)
      .where(eq(institutions.orgId, orgId));
    expect(records).toHaveLength(1);
    const submits = await Promise.all([
      api.call(account, 'POST', `${MY}/submit`),
      api.call(account, 'POST', `${MY}/submit`),
    ]);
    expect(submits.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const reviews = await t.database.db
      .select({ id: workflowInstances.id })
      .from(workflowInstances)
      .where(eq(workflowInstances.subjectId, records[0]!.id));
    expect(reviews).toHaveLength(1);
  });

  it('refuses a newly picked disabled region, and keeps the one the institution already holds', async () => {
    const setEnabled = (code: string, enabled: boolean) =>
      api.data('admin', 'PUT', `/console/api/management/dict/area/${code}`, { enabled });
    const body = await brokerBody();
    const own = body.basic.regionCode;
    const other = own === '430103' ? '430104' : '430103';
    await setEnabled(other, false);
    await setEnabled(own, false);
    const refused = await api.call('broker', 'PUT', `${MY}/draft`, {
      ...body,
      basic: { ...body.basic, regionCode: other },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([
      { path: 'basic.regionCode', message: '所在地区已停用，请重新选择' },
    ]);
    const kept = await api.call('broker', 'PUT', `${MY}/draft`, {
      ...body,
      basic: { ...body.basic, employees: 1 },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    await api.data('broker', 'DELETE', `${MY}/draft`);
    await setEnabled(other, true);
    await setEnabled(own, true);
  });
});
