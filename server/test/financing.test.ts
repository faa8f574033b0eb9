// Investment and financing (issue 12 §2, §4): a need from draft through the office's review to
// published; scope (enterprise own, office region, investors the published ones visible to
// them); the ranking and its explanation; pairs recorded by both sides with notices; statistics.
import { and, eq, ne } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notices, orgs, regions, users } from '../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { auditCount } from './helpers/audit.ts';
import { callerOf } from './helpers/enterprise.ts';
import { freshOrgUser } from './helpers/fresh-org.ts';
import { officeElsewhere } from './helpers/offices.ts';

const F = '/console/api/financing';
const MISSING = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let api: ReturnType<typeof callerOf>;
let otherCity: string;
let countyCode: string;
const orgIdOf: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  api = callerOf(t.app);
  const rows = await t.database.db
    .select({ account: users.account, orgId: users.orgId, region: orgs.regionCode })
    .from(users)
    .innerJoin(orgs, eq(orgs.id, users.orgId));
  for (const r of rows) orgIdOf[r.account] = r.orgId;
  countyCode = rows.find((r) => r.account === 'county')!.region!;
  const city = rows.find((r) => r.account === 'city')!.region!;
  const [other] = await t.database.db
    .select({ code: regions.code })
    .from(regions)
    .where(and(eq(regions.parentCode, `${city.slice(0, 2)}0000`), ne(regions.code, city)))
    .limit(1);
  otherCity = (await officeElsewhere(t, other!.code, 2)).account;
});
afterAll(() => t.close());

const need = (extra: Record<string, unknown> = {}) => ({
  title: '伺服压力机二期',
  amount: 5000,
  kind: 'EQUITY',
  useOfFunds: '扩建产线',
  stage: 'GROWTH',
  round: 'B',
  industry: 'C/34',
  regionCode: countyCode,
  contactName: '周海涛',
  contactPhone: '13800000006',
  visibility: 'ALL_INSTITUTIONS',
  ...extra,
});

const noticesOf = async (account: string) => {
  const [u] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.account, account));
  return t.database.db.select().from(notices).where(eq(notices.userId, u!.id));
};

describe('who may call the financing routes', () => {
  it('anonymous callers are asked to sign in; other roles are refused at the door', async () => {
    const denied: [string, 'GET' | 'POST' | 'PUT', string, unknown?][] = [
      ['ent-gold', 'GET', `${F}/needs`],
      ['investor', 'GET', `${F}/needs/mine`],
      ['ent-gold', 'GET', `${F}/market`],
      ['broker', 'GET', `${F}/needs/${MISSING}`],
      ['investor', 'POST', `${F}/needs`, need()],
      ['county', 'PUT', `${F}/needs/${MISSING}`, { ...need(), version: 1 }],
      ['county', 'POST', `${F}/needs/${MISSING}/submit`],
      ['ent-gold', 'GET', `${F}/preference`],
      ['county', 'PUT', `${F}/preference`, {}],
      ['investor', 'GET', `${F}/statistics`],
      ['ent-gold', 'GET', `${F}/financiers`],
      ['county', 'POST', `${F}/matches`, { needId: MISSING }],
      ['unit', 'GET', `${F}/matches`],
      ['auditor', 'POST', `${F}/needs`, need()],
    ];
    for (const [account, method, url, body] of denied) {
      const anonymous = await api.call(null, method, url, body);
      expect(anonymous.json().code, url).toBe('WEB_ACCESS_AUTH_REQUIRED');
      const answer = await api.call(account, method, url, body);
      expect(answer.statusCode, `${account} ${method} ${url}`).toBe(403);
    }
  });
});

describe('a financing need from draft to published', () => {
  let id: string;
  let instanceId: string;

  it('refuses bad input naming the field, and nothing is written', async () => {
    const before = await auditCount(t.database.db, {});
    const bad = await api.call(
      'ent-gold',
      'POST',
      `${F}/needs`,
      need({ amount: -1, kind: 'GIFT', industry: 'C34' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.map((d: { path: string }) => d.path)).toEqual(
      expect.arrayContaining(['amount', 'kind', 'industry']),
    );
    const unknown = await api.call(
      'ent-gold',
      'POST',
      `${F}/needs`,
      need({ industry: 'C/99', regionCode: '110101' }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details.map((d: { path: string }) => d.path)).toEqual(['industry', 'regionCode']);
    const foreign = await api.call('ent-gold', 'POST', `${F}/needs`, need({ enterpriseOrgId: MISSING }));
    expect(foreign.json().details[0].path).toBe('enterpriseOrgId');
    expect(await auditCount(t.database.db, {})).toBe(before);
  });

  it('the enterprise drafts and edits; a stale edit is 409; others do not see a draft', async () => {
    const draft = await api.data('ent-gold', 'POST', `${F}/needs`, need());
    id = draft.id;
    expect(draft).toMatchObject({
      status: 'DRAFT',
      version: 1,
      abilities: { edit: true, submit: true, remove: true },
    });
    expect(await auditCount(t.database.db, { action: 'financing.need.created', objectId: id })).toBe(1);
    const edited = await api.data('ent-gold', 'PUT', `${F}/needs/${id}`, {
      ...need({ amount: 4800 }),
      version: 1,
    });
    expect(edited).toMatchObject({ amount: 4800, version: 2 });
    expect(await auditCount(t.database.db, { action: 'financing.need.updated', objectId: id })).toBe(1);
    expect(
      (await api.call('ent-gold', 'PUT', `${F}/needs/${id}`, { ...need(), version: 1 })).statusCode,
    ).toBe(409);
    for (const account of ['county', 'investor', 'ent-normal'])
      expect((await api.get(account, `${F}/needs/${id}`)).statusCode, account).toBe(404);
    expect(
      (await api.call('ent-normal', 'PUT', `${F}/needs/${id}`, { ...need(), version: 2 })).statusCode,
    ).toBe(404);
    const mine = await api.data('ent-gold', 'GET', `${F}/needs/mine?status=DRAFT`);
    expect(mine.items.map((n: { id: string }) => n.id)).toEqual([id]);
  });

  it('submit starts the county review; the county returns it, the enterprise resubmits, the county approves', async () => {
    const submitted = await api.data('ent-gold', 'POST', `${F}/needs/${id}/submit`);
    expect(submitted.status).toBe('PENDING');
    instanceId = submitted.workflowInstanceId;
    expect(await auditCount(t.database.db, { action: 'workflow.start', objectId: instanceId })).toBe(1);
    expect((await api.call('ent-gold', 'POST', `${F}/needs/${id}/submit`)).statusCode).toBe(409);
    expect(
      (await api.call('ent-gold', 'PUT', `${F}/needs/${id}`, { ...need(), version: 2 })).statusCode,
    ).toBe(409);
    const county = await api.data('county', 'GET', `${F}/needs?status=PENDING`);
    expect(county.items.map((n: { id: string }) => n.id)).toContain(id);
    expect((await api.get(otherCity, `${F}/needs/${id}`)).statusCode).toBe(404);
    const act = (account: string, body: object) =>
      api.data(account, 'POST', `/console/api/workflow/instances/${instanceId}/actions`, body);
    const detail = await api.data('county', 'GET', `/console/api/workflow/instances/${instanceId}`);
    expect(detail.subjectLink).toBe(`/investmentFinancing/informationEdit?id=${id}`);
    expect(detail.subjectSummary[0].label).toBe('企业名称');
    await act('county', { action: 'reject', comment: '请补充资金用途明细' });
    const returned = await api.data('ent-gold', 'GET', `${F}/needs/${id}`);
    expect(returned).toMatchObject({ status: 'REJECTED', abilities: { edit: true } });
    const body = { ...need({ useOfFunds: '产线 3000 万，研发 2000 万' }), version: returned.version };
    await api.data('ent-gold', 'PUT', `${F}/needs/${id}`, body);
    const again = await api.data('ent-gold', 'POST', `${F}/needs/${id}/submit`);
    expect(again).toMatchObject({ status: 'PENDING', workflowInstanceId: instanceId });
    await act('county', { action: 'approve' });
    const published = await api.data('ent-gold', 'GET', `${F}/needs/${id}`);
    expect(published).toMatchObject({
      status: 'PUBLISHED',
      abilities: { edit: false, finish: true, remove: false },
    });
    expect(published.publishedAt).not.toBeNull();
  });

  it('an investor sees it ranked first with every criterion matched, and the explanation', async () => {
    const market = await api.data('investor', 'GET', `${F}/market`);
    expect(market.items[0]).toMatchObject({
      id,
      score: 100,
      matched: ['industry', 'stage', 'region', 'amount'],
    });
    // The seeded 8000 万 need of the same enterprise is above the investor's ticket size.
    const gold = market.items.find((n: { title: string }) => n.title === '智能装备产线扩建项目');
    expect(gold).toMatchObject({ score: 80, matched: ['industry', 'stage', 'region'] });
    const scores = market.items.map((n: { score: number }) => n.score);
    expect(scores).toEqual([...scores].sort((a: number, b: number) => b - a));
    const detail = await api.data('investor', 'GET', `${F}/needs/${id}`);
    expect(detail).toMatchObject({
      score: { score: 100 },
      abilities: { expressInterest: true },
      myMatch: null,
    });
    expect((await api.call('investor', 'GET', `${F}/market?kind=LOAN`)).json().details[0].path).toBe('kind');
  });

  it('visibility: an investors-only need is not shown to a bank, even by id', async () => {
    const bankMarket = await api.data('bank', 'GET', `${F}/market?size=50`);
    const titles = bankMarket.items.map((n: { title: string }) => n.title);
    expect(titles).not.toContain('功能膜材料数字化供应链平台');
    const investorMarket = await api.data('investor', 'GET', `${F}/market?size=50`);
    const hidden = investorMarket.items.find(
      (n: { title: string }) => n.title === '功能膜材料数字化供应链平台',
    );
    expect(hidden).toBeDefined();
    expect((await api.get('bank', `${F}/needs/${hidden.id}`)).statusCode).toBe(404);
  });

  it('the investor expresses interest once; ent-gold is told and sees the pair; both record steps', async () => {
    const before = (await noticesOf('ent-gold')).length;
    const pair = await api.data('investor', 'POST', `${F}/matches`, { needId: id, note: '希望约见' });
    expect(pair).toMatchObject({ stage: 'INTEREST', initiatedBy: 'INVESTOR', canAdvance: true });
    expect(await auditCount(t.database.db, { action: 'financing.match.created', objectId: pair.id })).toBe(1);
    expect((await noticesOf('ent-gold')).length).toBe(before + 1);
    expect((await api.call('investor', 'POST', `${F}/matches`, { needId: id })).statusCode).toBe(409);
    const seen = await api.data('ent-gold', 'GET', `${F}/matches?needId=${id}`);
    expect(seen.items).toHaveLength(1);
    expect(seen.items[0]).toMatchObject({
      investorName: expect.stringContaining('创业投资'),
      canAdvance: true,
    });

    const bad = await api.call('ent-gold', 'POST', `${F}/matches/${pair.id}/steps`, {
      stage: 'TERM_SHEET',
      version: 1,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].path).toBe('stage');
    const met = await api.data('ent-gold', 'POST', `${F}/matches/${pair.id}/steps`, {
      stage: 'MEETING',
      note: '周三面谈',
      version: 1,
    });
    expect(met).toMatchObject({ stage: 'MEETING', version: 2 });
    expect(await auditCount(t.database.db, { action: 'financing.match.advanced', objectId: pair.id })).toBe(
      1,
    );
    expect(
      (
        await api.call('investor', 'POST', `${F}/matches/${pair.id}/steps`, {
          stage: 'DUE_DILIGENCE',
          version: 1,
        })
      ).statusCode,
    ).toBe(409);
    await api.data('investor', 'POST', `${F}/matches/${pair.id}/steps`, {
      stage: 'DUE_DILIGENCE',
      version: 2,
    });
    const steps = await api.data('county', 'GET', `${F}/matches/${pair.id}/steps`);
    expect(steps.map((s: { stage: string }) => s.stage)).toEqual(['INTEREST', 'MEETING', 'DUE_DILIGENCE']);
    // Neither a bank nor another region's office reads the pair; the office only looks.
    expect((await api.get('bank', `${F}/matches/${pair.id}/steps`)).statusCode).toBe(404);
    expect((await api.get(otherCity, `${F}/matches/${pair.id}/steps`)).statusCode).toBe(404);
    expect(
      (await api.call('ent-normal', 'POST', `${F}/matches/${pair.id}/steps`, { stage: 'CLOSED', version: 3 }))
        .statusCode,
    ).toBe(404);
    const closed = await api.data('investor', 'POST', `${F}/matches/${pair.id}/steps`, {
      stage: 'CLOSED',
      note: '暂不投资',
      version: 3,
    });
    expect(closed).toMatchObject({ stage: 'CLOSED', canAdvance: false });
    expect(
      (await api.call('ent-gold', 'POST', `${F}/matches/${pair.id}/steps`, { stage: 'CLOSED', version: 4 }))
        .statusCode,
    ).toBe(409);
  });

  it('the enterprise sees investors ranked for its need and opens a pair with the bank', async () => {
    const ranked = await api.data('ent-gold', 'GET', `${F}/needs/${id}/investors`);
    expect(ranked.items[0]).toMatchObject({
      orgId: orgIdOf.investor,
      score: 100,
      matchId: expect.any(String),
    });
    const bank = ranked.items.find((i: { orgId: string }) => i.orgId === orgIdOf.bank);
    // The bank wants expansion-stage needs of the city: industry, region and amount match.
    expect(bank).toMatchObject({ matched: ['industry', 'region', 'amount'], score: 80, matchId: null });
    expect((await api.get(otherCity, `${F}/needs/${id}/investors`)).statusCode).toBe(404);
    const missing = await api.call('ent-gold', 'POST', `${F}/matches`, { needId: id });
    expect(missing.json().details[0].path).toBe('investorOrgId');
    expect(
      (await api.call('ent-gold', 'POST', `${F}/matches`, { needId: id, investorOrgId: orgIdOf.broker }))
        .statusCode,
    ).toBe(404);
    const pair = await api.data('ent-gold', 'POST', `${F}/matches`, {
      needId: id,
      investorOrgId: orgIdOf.bank,
    });
    expect(pair).toMatchObject({ initiatedBy: 'ENTERPRISE', investorOrgId: orgIdOf.bank });
    expect((await noticesOf('bank')).some((n) => n.title.includes('伺服压力机二期'))).toBe(true);
  });

  it('the enterprise marks it matched; a stale finish is 409', async () => {
    expect(
      (await api.call('ent-gold', 'POST', `${F}/needs/${id}/finish`, { outcome: 'DONE', version: 5 }))
        .statusCode,
    ).toBe(400);
    const current = await api.data('ent-gold', 'GET', `${F}/needs/${id}`);
    expect(
      (await api.call('ent-gold', 'POST', `${F}/needs/${id}/finish`, { outcome: 'MATCHED', version: 1 }))
        .statusCode,
    ).toBe(409);
    const done = await api.data('ent-gold', 'POST', `${F}/needs/${id}/finish`, {
      outcome: 'MATCHED',
      version: current.version,
    });
    expect(done.status).toBe('MATCHED');
    expect(await auditCount(t.database.db, { action: 'financing.need.finished', objectId: id })).toBe(1);
    // No longer on the market, but the investor with a pair still reads it.
    const market = await api.data('investor', 'GET', `${F}/market?size=50`);
    expect(market.items.map((n: { id: string }) => n.id)).not.toContain(id);
    expect((await api.get('investor', `${F}/needs/${id}`)).statusCode).toBe(200);
  });

  it('a draft is deleted by its enterprise only, after asking for the right id', async () => {
    const draft = await api.data('ent-normal', 'POST', `${F}/needs`, need({ regionCode: countyCode }));
    expect((await api.call('ent-gold', 'DELETE', `${F}/needs/${draft.id}`)).statusCode).toBe(404);
    expect((await api.call('ent-normal', 'DELETE', `${F}/needs/nope`)).statusCode).toBe(400);
    expect((await api.data('ent-normal', 'DELETE', `${F}/needs/${draft.id}`)).id).toBe(draft.id);
    expect(await auditCount(t.database.db, { action: 'financing.need.deleted', objectId: draft.id })).toBe(1);
    expect((await api.get('ent-normal', `${F}/needs/${draft.id}`)).statusCode).toBe(404);
  });
});

describe('concurrent double submits', () => {
  it('two submits of one draft at once: one starts the review, the other is 409', async () => {
    const draft = await api.data('ent-gold', 'POST', `${F}/needs`, need({ title: '并发提交测试' }));
    const answers = await Promise.all([
      api.call('ent-gold', 'POST', `${F}/needs/${draft.id}/submit`),
      api.call('ent-gold', 'POST', `${F}/needs/${draft.id}/submit`),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const started = await api.data('ent-gold', 'GET', `${F}/needs/${draft.id}`);
    expect(
      await auditCount(t.database.db, { action: 'workflow.start', objectId: started.workflowInstanceId }),
    ).toBe(1);
  });

  it('two interests in one need at once: one pair, the other is 409', async () => {
    const [published] = (await api.data('investor', 'GET', `${F}/market?size=50`)).items.filter(
      (n: { matchId: string | null }) => n.matchId === null,
    );
    const answers = await Promise.all([
      api.call('investor', 'POST', `${F}/matches`, { needId: published.id }),
      api.call('investor', 'POST', `${F}/matches`, { needId: published.id }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await api.data('investor', 'GET', `${F}/matches?needId=${published.id}`)).total).toBe(1);
  });
});

describe('the office records a need for an enterprise of its region', () => {
  it('publishes at once for an enterprise in scope; another region is 404', async () => {
    expect((await api.call('county', 'POST', `${F}/needs`, need())).json().details[0].path).toBe(
      'enterpriseOrgId',
    );
    const out = await api.call(
      'county',
      'POST',
      `${F}/needs`,
      need({ enterpriseOrgId: orgIdOf['ent-normal'] }),
    );
    expect(out.statusCode).toBe(404);
    const made = await api.data(
      'county',
      'POST',
      `${F}/needs`,
      need({ enterpriseOrgId: orgIdOf['ent-gold'] }),
    );
    expect(made).toMatchObject({ status: 'PUBLISHED', enterpriseOrgId: orgIdOf['ent-gold'] });
    expect(await auditCount(t.database.db, { action: 'financing.need.recorded', objectId: made.id })).toBe(1);
    expect((await api.data('ent-gold', 'GET', `${F}/needs/${made.id}`)).status).toBe('PUBLISHED');
  });
});

describe("the office exports its region's needs", () => {
  async function workbook(account: string, query = '') {
    const answer = await api.get(account, `${F}/needs/export${query}`);
    expect(answer.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  }

  it('writes the default columns, scoped and filtered, and audits the export', async () => {
    const city = await workbook('city');
    expect(city[0]).toEqual([
      '项目名称',
      '企业名称',
      '融资金额（万元）',
      '融资方式',
      '发展阶段',
      '项目地区',
      '状态',
      '对接数',
      '发布时间',
    ]);
    const county = await workbook('county');
    expect(city.length).toBeGreaterThan(county.length);
    expect(county.slice(1).every((r) => String(r[1]).includes('天衡'))).toBe(true);
    const matched = await workbook('county', '?status=MATCHED');
    expect(matched.slice(1).map((r) => r[6])).toEqual(['已匹配']);
    expect(await workbook(otherCity)).toHaveLength(1);
    expect((await api.get('county', `${F}/needs/export?status=SOLD`)).statusCode).toBe(400);
    expect((await api.get('ent-gold', `${F}/needs/export`)).statusCode).toBe(403);
    await expect.poll(() => auditCount(t.database.db, { action: 'financing.need.exported' })).toBe(4);
  });
});

describe('preferences and statistics', () => {
  it('an investor reads and saves its profile; bad ranges and regions name the field', async () => {
    const { account } = await freshOrgUser(t, 'FUND', countyCode);
    const empty = await api.data(account, 'GET', `${F}/preference`);
    expect(empty).toMatchObject({ industries: [], updatedAt: null });
    const body = {
      industries: ['C'],
      stages: ['GROWTH'],
      regionCodes: [countyCode],
      minAmount: 100,
      maxAmount: 50,
      note: '',
    };
    const bad = await api.call(account, 'PUT', `${F}/preference`, body);
    expect(bad.json().details[0].path).toBe('maxAmount');
    const far = await api.call(account, 'PUT', `${F}/preference`, {
      ...body,
      maxAmount: 9000,
      regionCodes: ['110101'],
    });
    expect(far.statusCode).toBe(400);
    expect(far.json().details[0].path).toBe('regionCodes.0');
    const saved = await api.data(account, 'PUT', `${F}/preference`, { ...body, maxAmount: 9000 });
    expect(saved).toMatchObject({ industries: ['C'], minAmount: 100, maxAmount: 9000 });
    expect(await auditCount(t.database.db, { action: 'financing.preference.saved' })).toBe(1);
  });

  it('the office sees its region’s statistics; the financier options list investors and banks', async () => {
    const county = await api.data('county', 'GET', `${F}/statistics`);
    expect(county.needsByStatus.PUBLISHED).toBeGreaterThanOrEqual(2);
    expect(county.needsByStatus.DRAFT).toBe(0);
    expect(county.matchesByStage.CLOSED).toBe(1);
    const city = await api.data('city', 'GET', `${F}/statistics`);
    expect(city.publishedAmount).toBeGreaterThan(county.publishedAmount);
    expect(city.roadshows).toBe(2);
    expect((await api.data(otherCity, 'GET', `${F}/statistics`)).roadshows).toBe(0);
    const options = await api.data('county', 'GET', `${F}/financiers`);
    expect(options.map((o: { id: string }) => o.id)).toEqual(
      expect.arrayContaining([orgIdOf.investor, orgIdOf.bank]),
    );
    expect(options.map((o: { id: string }) => o.id)).not.toContain(orgIdOf.broker);
  });
});
