// The government side of enterprise information (issue 3 §3): region scope on reads and writes,
// list filters and paging, grade change with notice and history, tags, export with the export
// configuration, member units read-only.
import { and, count, eq, isNotNull, like, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterprises, orgs, users } from '../src/db/schema/index.ts';
import { regionPrefix } from '../src/platform/access/region-scope.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { auditCount } from './helpers/audit.ts';
import { callerOf } from './helpers/enterprise.ts';
import { freshOrgUser } from './helpers/fresh-org.ts';
import { newCreditCode } from './helpers/registration.ts';

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

const LIST = '/console/api/company/list';
const names = (page: { items: { name: string }[] }) => page.items.map((i) => i.name);
// The demo reserve pool (the ledger's seed) adds approved enterprises all over the province, so
// counts are read from the data: approved enterprises within an account's region subtree.
const POOL = '（演示）';
const demoOnly = (page: { items: { id: string; name: string }[] }) =>
  page.items.filter((i) => !i.name.startsWith(POOL)).map((i) => i.id);
async function prefixOf(account: string) {
  const [row] = await t.database.db
    .select({ code: orgs.regionCode })
    .from(users)
    .innerJoin(orgs, eq(orgs.id, users.orgId))
    .where(eq(users.account, account));
  return regionPrefix(row!.code!);
}
async function shown(account: string, grade?: string) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(enterprises)
    .innerJoin(orgs, eq(orgs.id, enterprises.orgId))
    .where(
      and(
        isNotNull(enterprises.currentVersionId),
        like(enterprises.regionCode, `${await prefixOf(account)}%`),
        grade ? sql`${grade} = any(${orgs.grades})` : undefined,
      ),
    );
  return row!.n;
}

describe('access to the government endpoints', () => {
  const reads = [
    LIST,
    '/console/api/company/audit',
    '/console/api/company/tags',
    '/console/api/company/grade/history',
  ];
  it('anonymous 403 auth required; enterprises and institutions 403 denied', async () => {
    for (const url of reads) {
      expect((await api.get(null, url)).json().code, url).toBe('WEB_ACCESS_AUTH_REQUIRED');
      for (const account of ['ent-gold', 'broker']) {
        const answer = await api.get(account, url);
        expect(answer.statusCode, `${account} ${url}`).toBe(403);
        expect(answer.json().code).toBe('WEB_ACCESS_DENIED');
      }
    }
  });

  it('bad filters are 400 with details', async () => {
    for (const query of ['grade=GOLD', 'industry=C34', 'size=500', 'hasShortcut=yes', 'regionCode=43']) {
      const answer = await api.get('admin', `${LIST}?${query}`);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().details.length).toBeGreaterThan(0);
    }
  });
});

describe('region scope', () => {
  it('the province sees all, the city its city, the county its county', async () => {
    const province = await shown('admin');
    expect(province).toBeGreaterThan(3);
    expect((await api.data('admin', 'GET', LIST)).total).toBe(province);
    expect(await shown('city')).toBeLessThan(province);
    expect((await api.data('city', 'GET', LIST)).total).toBe(await shown('city'));
    const county = await api.data('county', 'GET', `${LIST}?size=100`);
    expect(county.total).toBe(await shown('county'));
    expect(demoOnly(county)).toEqual([ids['ent-gold']]);
    expect((await api.data('unit', 'GET', LIST)).total).toBe(province); // member units: the province
  });

  it('a county office cannot open, grade or tag an enterprise of the city elsewhere: 404', async () => {
    const other = ids['ent-normal'];
    expect((await api.get('county', `/console/api/company/profile?id=${other}`)).statusCode).toBe(404);
    const grade = await api.call('county', 'POST', '/console/api/company/grade', {
      enterpriseId: other,
      grades: ['GOLDEN_SEED'],
      reason: '越权调整',
    });
    expect(grade.statusCode).toBe(404);
    const tag = await api.call('county', 'PUT', '/console/api/company/tags', {
      enterpriseId: other,
      tags: ['越权'],
    });
    expect(tag.statusCode).toBe(404);
    // Nothing changed.
    expect((await api.data('ent-normal', 'GET', '/console/api/company/my')).enterprise.grades).toEqual([
      'NORMAL_SEED',
    ]);
    expect(await auditCount(t.database.db, { objectId: other })).toBe(0);
  });

  it('an enterprise sees only its own profile', async () => {
    expect((await api.get('ent-gold', `/console/api/company/profile?id=${ids['ent-gold']}`)).statusCode).toBe(
      200,
    );
    expect(
      (await api.get('ent-gold', `/console/api/company/profile?id=${ids['ent-normal']}`)).statusCode,
    ).toBe(404);
  });
});

describe('list filters and paging', () => {
  it('filters in SQL by name, credit code, region, industry, strategic industry, grade, stage, board, green channel', async () => {
    const gold = await api.data('admin', 'GET', `/console/api/company/profile?id=${ids['ent-gold']}`);
    const { creditCode, regionCode } = gold.enterprise;
    const cases: [string, string[]][] = [
      ['name=天衡', ['ent-gold']],
      [`creditCode=${creditCode.slice(0, 10).toLowerCase()}`, ['ent-gold']],
      [`regionCode=${regionCode}`, ['ent-gold']],
      ['industry=C', ['ent-gold', 'ent-normal']],
      ['industry=C/26', ['ent-normal']],
      ['strategicIndustry=2', ['ent-gold']],
      ['strategicIndustry=3.3', ['ent-normal']],
      ['grade=NOT_APPLICABLE', ['ent-na']],
      ['stage=TUTORING', ['ent-gold']],
      ['targetBoard=CHINEXT', ['ent-normal']],
      ['hasShortcut=true', ['ent-gold']],
      ['hasShortcut=false&industry=F', ['ent-na']],
      ['name=%25', []],
    ];
    // The pool may match a filter too; the demo enterprises must match exactly as listed, and
    // a filter that names a demo enterprise alone finds nothing else.
    const exact = ['name=天衡', 'creditCode=', 'name=%25', 'hasShortcut=true'];
    for (const [query, expected] of cases) {
      const page = await api.data('admin', 'GET', `${LIST}?${query}&size=100`);
      expect(page.total, query).toBeLessThanOrEqual(100);
      expect(demoOnly(page).sort(), query).toEqual(expected.map((a) => ids[a]).sort());
      if (exact.some((q) => query.startsWith(q))) expect(page.total, query).toBe(expected.length);
    }
  });

  it('pages with a stable order and the summary the list shows', async () => {
    const first = await api.data('admin', 'GET', `${LIST}?page=1&size=2`);
    const second = await api.data('admin', 'GET', `${LIST}?page=2&size=2`);
    expect(first).toMatchObject({ total: await shown('admin'), page: 1, size: 2 });
    expect(second.items).toHaveLength(2);
    expect(new Set([...names(first), ...names(second)]).size).toBe(4);
    expect(names(await api.data('admin', 'GET', `${LIST}?page=1&size=2`))).toEqual(names(first));
    const gold = (await api.data('admin', 'GET', `${LIST}?name=天衡`)).items[0];
    expect(gold.id).toBe(ids['ent-gold']);
    expect(gold).toMatchObject({
      industryName: '通用设备制造业',
      stage: 'TUTORING',
      currentVersion: 1,
      pendingStatus: null,
    });
    expect(gold.regionName).toBeTruthy();
  });
});

describe('grade change', () => {
  it('changes the org’s grades, keeps the reason in the history, tells the enterprise, audits', async () => {
    const before = (await api.data('ent-normal', 'GET', '/console/api/notice/count')).count;
    const body = {
      enterpriseId: ids['ent-normal'],
      grades: ['SILVER_SEED'],
      hasShortcut: true,
      reason: '年度评审晋级',
    };
    const { id } = await api.data('city', 'POST', '/console/api/company/grade', body);
    expect(id).toBeTruthy();
    const me = await api.data('ent-normal', 'GET', '/console/api/session/me');
    expect(me.org).toMatchObject({ grades: ['SILVER_SEED'], has_shortcut: true });
    expect((await api.data('ent-normal', 'GET', '/console/api/notice/count')).count).toBe(before + 1);
    const inbox = await api.data('ent-normal', 'GET', '/console/api/notice/');
    expect(inbox.items[0].content).toContain('由“一般后备企业”调整为“银种子企业”');
    expect(inbox.items[0].content).toContain('年度评审晋级');
    const history = await api.data(
      'city',
      'GET',
      `/console/api/company/grade/history?id=${ids['ent-normal']}`,
    );
    expect(history.items[0]).toMatchObject({
      fromGrades: ['NORMAL_SEED'],
      toGrades: ['SILVER_SEED'],
      fromShortcut: false,
      toShortcut: true,
      reason: '年度评审晋级',
      actor: { name: '李晓东' },
    });
    expect(
      await auditCount(t.database.db, { action: 'enterprise.grade.changed', objectId: ids['ent-normal'] }),
    ).toBe(1);
    // The list filter follows.
    const silver = await api.data('city', 'GET', `${LIST}?grade=SILVER_SEED&size=100`);
    expect(demoOnly(silver)).toEqual([ids['ent-normal']]);
    expect(silver.total).toBe(await shown('city', 'SILVER_SEED'));
  });

  it('refuses no change (409), a missing reason and NOT_APPLICABLE with another grade (400)', async () => {
    const post = (body: object) => api.call('city', 'POST', '/console/api/company/grade', body);
    expect(
      (await post({ enterpriseId: ids['ent-normal'], grades: ['SILVER_SEED'], reason: '重复' })).statusCode,
    ).toBe(409);
    const bad = await post({ enterpriseId: ids['ent-normal'], grades: ['NOT_APPLICABLE', 'NORMAL_SEED'] });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['grades', 'reason']);
  });
});

describe('member units read, never write', () => {
  it('list and profile are open; grade change and tags answer 403', async () => {
    expect(
      (await api.get('unit', `/console/api/company/profile?id=${ids['ent-na']}`)).json().data.abilities,
    ).toEqual({
      changeGrade: false,
      editTags: false,
    });
    const grade = await api.call('unit', 'POST', '/console/api/company/grade', {
      enterpriseId: ids['ent-na'],
      grades: ['NORMAL_SEED'],
      reason: '成员单位不能调整',
    });
    expect(grade.statusCode).toBe(403);
    expect(grade.json().code).toBe('WEB_ACCESS_DENIED');
    const tags = await api.call('unit', 'PUT', '/console/api/company/tags', {
      enterpriseId: ids['ent-na'],
      tags: ['x'],
    });
    expect(tags.statusCode).toBe(403);
  });
});

describe('industry tags', () => {
  it('sets tags (audited), counts them in scope, filters the list by tag', async () => {
    await api.data('city', 'PUT', '/console/api/company/tags', {
      enterpriseId: ids['ent-gold'],
      tags: ['智能制造', '专精特新'],
    });
    await api.data('county', 'PUT', '/console/api/company/tags', {
      enterpriseId: ids['ent-gold'],
      tags: ['智能制造'],
    });
    await api.data('city', 'PUT', '/console/api/company/tags', {
      enterpriseId: ids['ent-normal'],
      tags: ['智能制造', '新材料'],
    });
    expect(await auditCount(t.database.db, { action: 'enterprise.tags.updated' })).toBe(3);
    expect(await api.data('city', 'GET', '/console/api/company/tags')).toEqual([
      { tag: '智能制造', count: 2 },
      { tag: '新材料', count: 1 },
    ]);
    expect(await api.data('county', 'GET', '/console/api/company/tags')).toEqual([
      { tag: '智能制造', count: 1 },
    ]);
    expect(names(await api.data('city', 'GET', `${LIST}?tag=${encodeURIComponent('新材料')}`))).toHaveLength(
      1,
    );
    const dup = await api.call('city', 'PUT', '/console/api/company/tags', {
      enterpriseId: ids['ent-na'],
      tags: ['a', 'a'],
    });
    expect(dup.statusCode).toBe(400);
  });
});

describe('Excel export', () => {
  async function workbook(account: string, query = '') {
    const answer = await api.get(account, `/console/api/company/export${query}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('spreadsheetml');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  }

  it('writes the default columns, scoped and filtered', async () => {
    const rows = await workbook('city');
    expect(rows[0]).toEqual([
      '企业名称',
      '统一社会信用代码',
      '所在区域',
      '所属行业',
      '企业分级',
      '上市阶段',
      '拟上市板块',
      '联系人',
      '联系电话',
    ]);
    expect(rows).toHaveLength((await shown('city')) + 1);
    const county = await workbook('county');
    expect(county).toHaveLength((await shown('county')) + 1);
    const gold = county.find((r) => /天衡/.test(String(r[0])))!;
    // Grades, stage and board are written with their Chinese names (the contract's labels).
    expect(gold.slice(4, 7)).toEqual(['金种子企业', '辅导备案', '科创板']);
    expect(await workbook('city', '?grade=NOT_APPLICABLE')).toHaveLength(2);
    await expect.poll(() => auditCount(t.database.db, { action: 'enterprise.exported' })).toBe(3);
  });

  it('honours the export configuration: columns and order', async () => {
    const saved = await api.call('admin', 'PUT', '/console/api/management/export-config/enterprise', {
      columns: ['registeredCapital', 'name', 'broker'],
    });
    expect(saved.statusCode).toBe(200);
    const rows = await workbook('county');
    expect(rows[0]).toEqual(['注册资本（万元）', '企业名称', '保荐机构']);
    const gold = rows.find((r) => /天衡/.test(String(r[1])))!;
    expect(gold[0]).toBe(12000);
    expect(gold[2]).toMatch(/证券/);
  });

  it('is read-only for member units too, and closed to enterprises', async () => {
    expect((await workbook('unit')).length).toBe((await shown('admin')) + 1);
    expect((await api.get('ent-gold', '/console/api/company/export')).statusCode).toBe(403);
  });
});

describe('a draft is the enterprise’s own business', () => {
  const NAME = '青松草稿测试企业有限公司';
  const MY = '/console/api/company/my';
  let account: string;
  let id: string;
  const listed = async (who: string, name = NAME) =>
    (await api.data(who, 'GET', `${LIST}?name=${encodeURIComponent(name)}`)).items;

  async function exportedNames(who: string) {
    const answer = await api.get(who, '/console/api/company/export');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const cells: string[] = [];
    book.worksheets[0]!.eachRow((row) => {
      for (const v of row.values as unknown[]) cells.push(String(v));
    });
    return cells;
  }

  it('a record whose only version is a draft is in no government list, export or profile', async () => {
    const gold = await api.data('ent-gold', 'GET', MY);
    ({ account } = await freshOrgUser(t, 'ENTERPRISE', gold.enterprise.regionCode));
    const body = structuredClone(gold.current.data);
    body.basic.name = NAME;
    body.basic.creditCode = newCreditCode(body.basic.regionCode);
    id = (await api.data(account, 'PUT', `${MY}/draft`, body)).enterprise.id;
    for (const who of ['admin', 'city', 'county', 'unit']) {
      expect(await listed(who), who).toEqual([]);
      expect((await api.get(who, `/console/api/company/profile?id=${id}`)).statusCode, who).toBe(404);
    }
    expect((await api.data('admin', 'GET', LIST)).total).toBe(await shown('admin'));
    expect(await exportedNames('city')).not.toContain(NAME);
    // The enterprise itself sees its draft.
    expect((await api.data(account, 'GET', MY)).draft.data.basic.name).toBe(NAME);
  });

  it('the office sees what was submitted; a correction of a returned version only once resubmitted', async () => {
    const { draft } = await api.data(account, 'POST', `${MY}/submit`);
    expect((await listed('county')).map((e: { id: string }) => e.id)).toEqual([id]);
    expect(await exportedNames('city')).toContain(NAME);
    const view = await api.data('county', 'GET', `/console/api/company/profile?id=${id}`);
    expect(view.pending).toMatchObject({ status: 'SUBMITTED' });

    await api.data('county', 'POST', `/console/api/workflow/instances/${draft.workflowInstanceId}/actions`, {
      action: 'reject',
      comment: '请补充材料',
    });
    const corrected = structuredClone((await api.data(account, 'GET', MY)).draft.data);
    corrected.basic.name = `${NAME}（更正）`;
    await api.data(account, 'PUT', `${MY}/draft`, corrected);
    const [row] = await listed('county');
    expect(row).toMatchObject({ id, name: NAME, pendingStatus: 'REJECTED' });
    const returned = await api.data('county', 'GET', `/console/api/company/profile?id=${id}`);
    expect(returned.enterprise.name).toBe(NAME);
    expect(returned.pending).toBeNull();

    await api.data(account, 'POST', `${MY}/submit`);
    expect((await listed('county', `${NAME}（更正）`)).map((e: { id: string }) => e.id)).toEqual([id]);
  });
});

describe('Excel export by the calendar', () => {
  it("names the workbook by China's day, which has begun while UTC's has not", async () => {
    const before = t.clock.now();
    t.clock.set(new Date('2026-03-02T17:30:00Z'));
    try {
      // Signed in anew, last in the file: the suite's sessions have lapsed by this hour, and a
      // new sign-in ends the account's other sessions.
      const answer = await callerOf(t.app).get('city', '/console/api/company/export');
      expect(decodeURIComponent(String(answer.headers['content-disposition']))).toContain(
        '企业信息-20260303.xlsx',
      );
    } finally {
      t.clock.set(before);
    }
  });
});
