// The listing ledger (issue 10 §1, §3): who reads and corrects which ledger, validation of the
// road's dates, stale edits, the versioned history, and the pipeline board with its limits.
import { and, count, eq, inArray, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterprises, profileVersions, siteSettings } from '../src/db/schema/index.ts';
import { seedDemoLedgers } from '../src/modules/ledger/seed/demo-ledgers.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { auditCount } from './helpers/audit.ts';
import { callerOf } from './helpers/enterprise.ts';
import { login } from './helpers/http.ts';
import { readWorkbook, upload, workbookOf } from './helpers/management.ts';

let t: TestApp;
let api: ReturnType<typeof callerOf>;
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await buildTestApp();
  api = callerOf(t.app);
  for (const account of ['ent-gold', 'ent-normal', 'ent-na'])
    ids[account] = (await api.data(account, 'GET', '/console/api/company/my')).enterprise.id;
});
afterAll(() => t.close());

const L = '/console/api/ledger';
const MISSING = '00000000-0000-4000-8000-000000000000';

describe('access', () => {
  it('anonymous is asked to sign in, the wrong kind of organisation is refused', async () => {
    const reads = [`${L}/my`, `${L}/board`, `${L}/list`, `${L}/${ids['ent-gold']}`];
    for (const url of reads)
      expect((await api.get(null, url)).json().code, url).toBe('WEB_ACCESS_AUTH_REQUIRED');
    expect((await api.get('broker', `${L}/my`)).statusCode).toBe(403);
    expect((await api.get('city', `${L}/my`)).statusCode).toBe(403);
    expect((await api.get('ent-gold', `${L}/board`)).statusCode).toBe(403);
    expect((await api.get('ent-gold', `${L}/${ids['ent-gold']}`)).statusCode).toBe(403);
    expect(
      (await api.call('unit', 'PUT', `${L}/${ids['ent-gold']}`, { version: 1, ledger: {} })).statusCode,
    ).toBe(403);
  });

  it('an office outside the region, or an unknown id, gets 404', async () => {
    expect((await api.get('county', `${L}/${ids['ent-normal']}`)).statusCode).toBe(404);
    expect((await api.get('county', `${L}/${MISSING}`)).statusCode).toBe(404);
    expect((await api.get('county', `${L}/${ids['ent-normal']}/history`)).statusCode).toBe(404);
    const save = await api.call('county', 'PUT', `${L}/${ids['ent-normal']}`, { version: 1, ledger: {} });
    expect(save.statusCode).toBe(404);
    expect((await api.get('county', `${L}/board?regionCode=430000`)).statusCode).toBe(404);
  });
});

const save = (account: string, url: string, version: number, ledger: Record<string, unknown>) =>
  api.call(account, 'PUT', url, { version, ledger });
const paths = (answer: { json(): { details?: { path: string }[] } }) =>
  (answer.json().details ?? []).map((d) => d.path);

describe('an enterprise keeps its own ledger', () => {
  it('reads the seeded ledger: ent-gold in tutoring, its profile showing the same', async () => {
    const my = await api.data('ent-gold', 'GET', `${L}/my`);
    expect(my).toMatchObject({
      version: 1,
      stage: 'TUTORING_FILED',
      status: 'ACTIVE',
      abilities: { edit: true },
    });
    expect(my.ledger.tutoringBureau).toContain('监管局');
    const company = await api.data('ent-gold', 'GET', '/console/api/company/my');
    expect(company.enterprise.stage).toBe('TUTORING');
    expect(company.enterprise.targetBoard).toBe(my.ledger.targetBoard);
  });

  it('saves a change: new version, history row field by field, audit row, profile stage follows', async () => {
    const my = await api.data('ent-gold', 'GET', `${L}/my`);
    const before = await auditCount(t.database.db, { action: 'ledger.updated', objectId: ids['ent-gold'] });
    const ledger = {
      ...my.ledger,
      tutoringAcceptedOn: '2026-02-27',
      problems: ['募投项目用地指标待落实', '环评批复'],
    };
    const saved = await api.data('ent-gold', 'PUT', `${L}/my`, { version: 1, ledger });
    expect(saved).toMatchObject({ version: 2, stage: 'TUTORING_ACCEPTED' });
    // Accepted after about ten weeks: the 3-month minimum is broken and flagged.
    expect(saved.flags.map((f: { limit: string }) => f.limit)).toContain('TUTORING_MIN');
    expect(await auditCount(t.database.db, { action: 'ledger.updated', objectId: ids['ent-gold'] })).toBe(
      before + 1,
    );
    const history = await api.data('ent-gold', 'GET', `${L}/my/history`);
    expect(history.items[0]).toMatchObject({
      version: 2,
      source: 'FORM',
      actor: { name: expect.any(String) },
    });
    expect(history.items[0].changes).toEqual([
      { path: 'tutoringAcceptedOn', before: null, after: '2026-02-27' },
      { path: 'problems', before: '募投项目用地指标待落实', after: '募投项目用地指标待落实、环评批复' },
    ]);
    expect((await api.data('ent-gold', 'GET', '/console/api/company/my')).enterprise.stage).toBe('TUTORING');
  });

  it('a stale version is 409 and changes nothing', async () => {
    const my = await api.data('ent-gold', 'GET', `${L}/my`);
    const stale = await save('ent-gold', `${L}/my`, 1, { ...my.ledger, reserveOn: '2020-01-01' });
    expect(stale.statusCode).toBe(409);
    expect((await api.data('ent-gold', 'GET', `${L}/my`)).ledger.reserveOn).toBe(my.ledger.reserveOn);
  });

  it('refuses dates out of order, future dates, negative amounts and unknown library ids: 400 naming the field', async () => {
    const my = await api.data('ent-gold', 'GET', `${L}/my`);
    const v = my.version;
    const bad = async (ledger: Record<string, unknown>, field: string) => {
      const answer = await save('ent-gold', `${L}/my`, v, { ...my.ledger, ...ledger });
      expect(answer.statusCode, field).toBe(400);
      expect(paths(answer), field).toContain(`ledger.${field}`);
    };
    await bad({ filedOn: '2026-01-05' }, 'filedOn');
    await bad({ tutoringAcceptedOn: '2030-01-01', filedOn: '2030-02-01' }, 'tutoringAcceptedOn');
    await bad({ listedOn: '2026-03-01', fundsRaised: '-5' }, 'fundsRaised');
    await bad({ committeeResult: 'PASSED' }, 'committeeOn');
    await bad({ reserveOn: '2025-02-30' }, 'reserveOn');
    await bad({ targetBoard: 'OVERSEAS', filedOn: '2026-03-01' }, 'filedOn');
    await bad({ broker: { id: MISSING, name: '不存在' } }, 'broker.id');
    await bad({ inquiries: [{ issuedOn: '2026-03-01', repliedOn: '2026-02-01' }] }, 'inquiries.0.repliedOn');
    expect((await api.data('ent-gold', 'GET', `${L}/my`)).version).toBe(v);
  });

  it('an enterprise without an enterprise record is told to create it first', async () => {
    expect((await api.get('broker', `${L}/my`)).statusCode).toBe(403);
  });
});

describe('the ledger owns stage and board; the profile shows them', () => {
  it('a ledger change shows at once in the profile and the government list; a profile submit cannot change it', async () => {
    const my = await api.data('ent-gold', 'GET', `${L}/my`);
    const moved = await api.data('ent-gold', 'PUT', `${L}/my`, {
      version: my.version,
      ledger: { ...my.ledger, targetBoard: 'CHINEXT', filedOn: '2026-02-28' },
    });
    expect(moved.stage).toBe('FILED');
    const listed = await api.data(
      'county',
      'GET',
      '/console/api/company/list?stage=FILED&targetBoard=CHINEXT',
    );
    expect(listed.items.map((i: { id: string }) => i.id)).toEqual([ids['ent-gold']]);

    // The profile form sends another stage and board: the version records the ledger's.
    const company = await api.data('ent-gold', 'GET', '/console/api/company/my');
    const body = structuredClone((company.draft ?? company.current).data);
    body.listingPlan = { ...body.listingPlan, stage: 'LISTED', targetBoard: 'BSE' };
    const drafted = await api.data('ent-gold', 'PUT', '/console/api/company/my/draft', body);
    expect(drafted.draft.data.listingPlan).toMatchObject({ stage: 'FILED', targetBoard: 'CHINEXT' });
    const submitted = await api.data('ent-gold', 'POST', '/console/api/company/my/submit');
    await api.data(
      'county',
      'POST',
      `/console/api/workflow/instances/${submitted.draft.workflowInstanceId}/actions`,
      {
        action: 'approve',
      },
    );
    const after = await api.data('ent-gold', 'GET', '/console/api/company/my');
    expect(after.enterprise).toMatchObject({ stage: 'FILED', targetBoard: 'CHINEXT' });
    expect(after.current.data.listingPlan).toMatchObject({ stage: 'FILED', targetBoard: 'CHINEXT' });
    expect((await api.data('ent-gold', 'GET', `${L}/my`)).ledger.targetBoard).toBe('CHINEXT');
  });
});

describe('the financial office corrects ledgers of its region', () => {
  it('the county corrects ent-gold (history names the county), the city reads it, the unit only reads', async () => {
    const one = await api.data('county', 'GET', `${L}/${ids['ent-gold']}`);
    expect(one.abilities.edit).toBe(true);
    const fixed = await api.data('county', 'PUT', `${L}/${ids['ent-gold']}`, {
      version: one.version,
      ledger: { ...one.ledger, acceptedOn: '2026-03-02' },
    });
    expect(fixed).toMatchObject({ stage: 'ACCEPTED', version: one.version + 1 });
    const history = await api.data('city', 'GET', `${L}/${ids['ent-gold']}/history`);
    expect(history.items[0].actor.orgName).toContain('金融工作办公室');
    expect((await api.data('unit', 'GET', `${L}/${ids['ent-gold']}`)).abilities.edit).toBe(false);
    expect((await api.data('ent-gold', 'GET', '/console/api/company/my')).enterprise.stage).toBe('IN_REVIEW');
  });

  it('bad body on the office route is 400 naming the field', async () => {
    const answer = await api.call('county', 'PUT', `${L}/${ids['ent-gold']}`, {
      version: 'x',
      ledger: { reserveOn: 'soon' },
    });
    expect(answer.statusCode).toBe(400);
    expect(paths(answer)).toEqual(expect.arrayContaining(['version', 'ledger.reserveOn']));
  });
});

describe('the demo reserve pool', () => {
  const pool = like(enterprises.name, '（演示）%');
  const unapproved = async () =>
    (
      await t.database.db
        .select({ n: count() })
        .from(enterprises)
        .where(and(pool, isNull(enterprises.currentVersionId)))
    )[0]!.n;

  it('has approved profiles, so the government list and the profile page show it', async () => {
    expect(await unapproved()).toBe(0);
    const listed = await api.data(
      'admin',
      'GET',
      `/console/api/company/list?name=${encodeURIComponent('（演示）')}`,
    );
    expect(listed.total).toBeGreaterThanOrEqual(150);
    const profile = await api.data('admin', 'GET', `/console/api/company/profile?id=${listed.items[0].id}`);
    expect(profile.current.data.basic.name).toBe(listed.items[0].name);
    // Its listing plan says what its ledger says.
    const ledger = await api.data('admin', 'GET', `${L}/${listed.items[0].id}`);
    expect(profile.current.data.listingPlan.stage).toBe(profile.enterprise.stage);
    expect(ledger.enterpriseId).toBe(listed.items[0].id);
  });

  it('a pool seeded before it had profiles receives them at the next start, once', async () => {
    const db = t.database.db;
    const ids = (await db.select({ id: enterprises.id }).from(enterprises).where(pool)).map((r) => r.id);
    await db.update(enterprises).set({ currentVersionId: null }).where(inArray(enterprises.id, ids));
    await db.delete(profileVersions).where(inArray(profileVersions.subjectId, ids));
    await db.delete(siteSettings).where(eq(siteSettings.key, 'seed.demo.ledgers.profiles'));
    expect(await unapproved()).toBe(ids.length);
    expect(await seedDemoLedgers(db, t.clock.now())).toBe(true);
    expect(await unapproved()).toBe(0);
    expect(await seedDemoLedgers(db, t.clock.now())).toBe(false);
    const [versions] = await db
      .select({ n: count() })
      .from(profileVersions)
      .where(inArray(profileVersions.subjectId, ids));
    expect(versions!.n).toBe(ids.length);
  });
});

describe('the pipeline board', () => {
  it('the province sees the generated pool over its cities; the county only its county', async () => {
    const board = await api.data('admin', 'GET', `${L}/board`);
    expect(board.total).toBeGreaterThanOrEqual(150);
    expect(board.stages.every((s: { count: number }) => s.count > 0)).toBe(true);
    expect(board.flagged).toBeGreaterThan(0);
    expect(board.regions.length).toBeGreaterThan(5);
    expect(board.regions.reduce((n: number, r: { total: number }) => n + r.total, 0)).toBe(board.total);
    const county = await api.data('county', 'GET', `${L}/board`);
    expect(county.region.code).toBe('430102');
    expect(county.regions).toEqual([]);
    expect(county.total).toBeLessThan(board.total);
    const list = await api.data('county', 'GET', `${L}/list?size=100`);
    expect(list.items.every((i: { regionCode: string }) => i.regionCode === '430102')).toBe(true);
  });

  it('drills down province → city → county and filters by grade, industry and board', async () => {
    const city = await api.data('admin', 'GET', `${L}/board?regionCode=430100`);
    const province = await api.data('admin', 'GET', `${L}/board`);
    expect(city.total).toBe(province.regions.find((r: { code: string }) => r.code === '430100').total);
    const county = city.regions.find((r: { code: string }) => r.code !== '430100');
    const down = await api.data('admin', 'GET', `${L}/board?regionCode=${county.code}`);
    expect(down.total).toBe(county.total);
    const star = await api.data('admin', 'GET', `${L}/board?targetBoard=STAR`);
    const starList = await api.data('admin', 'GET', `${L}/list?targetBoard=STAR&size=100`);
    expect(starList.total).toBe(star.total);
    expect(starList.items.every((i: { targetBoard: string }) => i.targetBoard === 'STAR')).toBe(true);
    const golden = await api.data('admin', 'GET', `${L}/list?grade=GOLDEN_SEED&size=100`);
    expect(golden.items.every((i: { grades: string[] }) => i.grades.includes('GOLDEN_SEED'))).toBe(true);
    const bad = await api.get('admin', `${L}/board?regionCode=43&grade=GOLD&industry=c`);
    expect(bad.statusCode).toBe(400);
    expect(paths(bad)).toEqual(expect.arrayContaining(['regionCode', 'grade', 'industry']));
  });

  it('lists the enterprises past a limit, each flagged with it', async () => {
    const board = await api.data('admin', 'GET', `${L}/board`);
    const flagged = await api.data('admin', 'GET', `${L}/list?flagged=true&size=100`);
    expect(flagged.total).toBe(board.flagged);
    expect(flagged.items.every((i: { flags: unknown[] }) => i.flags.length > 0)).toBe(true);
    const acceptance = board.limits.find((l: { limit: string }) => l.limit === 'ACCEPTANCE');
    const late = await api.data('admin', 'GET', `${L}/list?limit=ACCEPTANCE&size=100`);
    expect(late.total).toBe(acceptance.count);
    expect(
      late.items.every((i: { flags: { limit: string }[] }) => i.flags.some((f) => f.limit === 'ACCEPTANCE')),
    ).toBe(true);
  });

  it('exports the list and the board to Excel, each audited', async () => {
    const cookie = await login(t.app, 'city');
    const before = await auditCount(t.database.db, { action: 'ledger.exported' });
    const list = await t.app.inject({ method: 'GET', url: `${L}/export?stage=LISTED`, headers: { cookie } });
    expect(list.statusCode).toBe(200);
    const sheets = await readWorkbook(list.rawPayload);
    const rows = sheets['上市台账']!;
    expect(rows[0]!.slice(0, 2)).toEqual(['统一社会信用代码', '企业名称']);
    const cityList = await api.data('city', 'GET', `${L}/list?stage=LISTED&size=100`);
    expect(rows.length - 1).toBe(cityList.total);
    const board = await t.app.inject({ method: 'GET', url: `${L}/board/export`, headers: { cookie } });
    expect(Object.keys(await readWorkbook(board.rawPayload))).toEqual([
      '各阶段企业数',
      '超期情况',
      '下级地区',
    ]);
    expect(await auditCount(t.database.db, { action: 'ledger.exported' })).toBe(before + 2);
  });
});

describe('import from a workbook', () => {
  const header = ['统一社会信用代码', '企业名称', '拟上市板块', '入库日期', '股改完成日期', '保荐机构'];

  it('refuses a bad sheet whole, naming each row and column', async () => {
    const cookie = await login(t.app, 'city');
    const normal = await api.data('ent-normal', 'GET', '/console/api/company/my');
    const code = normal.enterprise.creditCode;
    const before = await api.data('city', 'GET', `${L}/${ids['ent-normal']}`);
    const file = await workbookOf([
      header,
      [code, '', '创业板', '2024-01-01', '2024-06-30', '示例证券'],
      ['91430100MA00000000', '', '科创板', '2024-01-01', '', ''],
      [code, '', '纳斯达克', '2024-13-01', '', ''],
    ]);
    const answer = await upload(t.app, `${L}/import`, cookie, file);
    expect(answer.statusCode).toBe(400);
    expect(paths(answer)).toEqual(
      expect.arrayContaining(['rows.3.creditCode', 'rows.4.creditCode', 'rows.4.targetBoard']),
    );
    expect((await api.data('city', 'GET', `${L}/${ids['ent-normal']}`)).version).toBe(before.version);
  });

  it('imports a good sheet: every row updated, versioned and audited', async () => {
    const cookie = await login(t.app, 'city');
    const normal = await api.data('ent-normal', 'GET', '/console/api/company/my');
    const before = await auditCount(t.database.db, { action: 'ledger.imported' });
    const file = await workbookOf([
      header,
      [normal.enterprise.creditCode, '', '创业板', '2024-01-01', '2024-06-30', '示例证券'],
    ]);
    const answer = await upload(t.app, `${L}/import`, cookie, file);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual({ updated: 1 });
    const after = await api.data('city', 'GET', `${L}/${ids['ent-normal']}`);
    expect(after.ledger).toMatchObject({
      reserveOn: '2024-01-01',
      reformOn: '2024-06-30',
      broker: { name: '示例证券' },
    });
    expect(await auditCount(t.database.db, { action: 'ledger.imported' })).toBe(before + 1);
    const history = await api.data('city', 'GET', `${L}/${ids['ent-normal']}/history`);
    expect(history.items[0].source).toBe('IMPORT');
    // The county cannot import for an enterprise outside its region.
    const county = await upload(t.app, `${L}/import`, await login(t.app, 'county'), file);
    expect(county.statusCode).toBe(400);
    expect(paths(county)).toContain('rows.2.creditCode');
  });
});

describe('the board reads the ledger’s own copy of the region', () => {
  it('follows an enterprise moved to another region (a profile approval), by the database trigger', async () => {
    const before = await api.data('county', 'GET', `${L}/board`);
    await t.database.db
      .update(enterprises)
      .set({ regionCode: '430103' })
      .where(eq(enterprises.id, ids['ent-gold']!));
    const after = await api.data('county', 'GET', `${L}/board`);
    expect(after.total).toBe(before.total - 1);
    const city = await api.data('city', 'GET', `${L}/list?regionCode=430103&size=100`);
    expect(city.items.map((i: { enterpriseId: string }) => i.enterpriseId)).toContain(ids['ent-gold']);
    await t.database.db
      .update(enterprises)
      .set({ regionCode: '430102' })
      .where(eq(enterprises.id, ids['ent-gold']!));
  });
});
