// Dictionaries (issue 3 §5): trees with search, add with code rules, rename and disable, Excel
// export and an all-or-nothing import with a row-by-row report.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { auditCount } from './helpers/audit.ts';
import { login } from './helpers/http.ts';
import { type Caller, callerFor, readWorkbook, upload, workbookOf } from './helpers/management.ts';

let t: TestApp;
let admin: Caller;
let adminCookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  adminCookie = await login(t.app, 'admin');
  admin = callerFor(t.app, adminCookie);
});
afterAll(() => t.close());

const BASE = '/console/api/management/dict';

describe('dictionary trees', () => {
  it('lists the industry sections, then the divisions of one', async () => {
    const roots = (await admin('GET', `${BASE}/industry/children`)).json().data;
    expect(roots).toHaveLength(20);
    expect(roots[0]).toMatchObject({ code: 'A', level: 'section', enabled: true, hasChildren: true });
    const divisions = (await admin('GET', `${BASE}/industry/children?parent=A`)).json().data;
    expect(divisions.map((d: { code: string }) => d.code)).toEqual(['01', '02', '03', '04', '05']);
    expect(divisions[0].hasChildren).toBe(false);
  });

  it("roots the area tree at the administrator's province", async () => {
    const roots = (await admin('GET', `${BASE}/area/children`)).json().data;
    expect(roots).toEqual([expect.objectContaining({ code: '430000', name: '湖南省', hasChildren: true })]);
    const cities = (await admin('GET', `${BASE}/area/children?parent=430000`)).json().data;
    expect(cities.length).toBeGreaterThan(10);
    // Another province is outside the scope: no children come back.
    expect((await admin('GET', `${BASE}/area/children?parent=110000`)).json().data).toEqual([]);
  });

  it('searches by name with the ancestor path, inside the scope', async () => {
    const found = (await admin('GET', `${BASE}/area/search?q=${encodeURIComponent('芙蓉')}`)).json().data;
    expect(found[0]).toMatchObject({ code: '430102', path: ['430000', '430100'] });
    const beijing = (await admin('GET', `${BASE}/area/search?q=${encodeURIComponent('朝阳区')}`)).json().data;
    expect(beijing).toEqual([]);
    const strategic = (
      await admin('GET', `${BASE}/strategic/search?q=${encodeURIComponent('人工智能')}`)
    ).json().data;
    expect(strategic[0]).toMatchObject({ code: '1.5', path: ['1'] });
    expect((await admin('GET', `${BASE}/area/search`)).statusCode).toBe(400);
    expect((await admin('GET', `${BASE}/planets/children`)).json().code).toBe('VALIDATION_FAILED');
  });
});

describe('adding and editing entries', () => {
  it('adds an industry group under a division, audited', async () => {
    const answer = await admin('POST', `${BASE}/industry`, {
      code: '011',
      name: '谷物种植',
      parentCode: '01',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({
      code: '011',
      level: 'group',
      parentCode: '01',
      enabled: true,
    });
    expect(await auditCount(t.database.db, { action: 'dict.created', objectId: '011' })).toBe(1);
    const divisions = (await admin('GET', `${BASE}/industry/children?parent=A`)).json().data;
    expect(divisions[0].hasChildren).toBe(true);
  });

  it('checks the code against its parent, the parent exists and the code is new', async () => {
    const cases: Array<[string, object, number, string]> = [
      ['industry', { code: '021', name: '错位', parentCode: '01' }, 400, 'code'],
      ['industry', { code: 'AA', name: '两个字母' }, 400, 'code'],
      ['industry', { code: '99', name: '无上级', parentCode: 'ZZ' }, 400, 'parentCode'],
      ['strategic', { code: '2.9', name: '错位', parentCode: '1' }, 400, 'code'],
      ['area', { code: '430199', name: '越界', parentCode: '430200' }, 400, 'code'],
      ['area', { code: '110199', name: '外省', parentCode: '110100' }, 400, 'code'],
      ['area', { code: '12345', name: '五位' }, 400, 'code'],
      ['industry', { code: 'A', name: '' }, 400, 'name'],
    ];
    for (const [kind, body, status, path] of cases) {
      const answer = await admin('POST', `${BASE}/${kind}`, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(status);
      expect(answer.json().details?.[0]?.path, JSON.stringify(body)).toBe(path);
    }
    const duplicate = await admin('POST', `${BASE}/industry`, { code: '01', name: '重复', parentCode: 'A' });
    expect(duplicate.statusCode).toBe(409);
  });

  it('two identical adds at the same moment: one is added, the other is a 409, not a 500', async () => {
    const body = { code: '031', name: '牲畜饲养', parentCode: '03' };
    const answers = await Promise.all([
      admin('POST', `${BASE}/industry`, body),
      admin('POST', `${BASE}/industry`, body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe('编码 031 已存在');
    expect(await auditCount(t.database.db, { action: 'dict.created', objectId: '031' })).toBe(1);
  });

  it('adds a county under a city and a strategic third level', async () => {
    const county = await admin('POST', `${BASE}/area`, {
      code: '430199',
      name: '测试新区',
      parentCode: '430100',
    });
    expect(county.json().data).toMatchObject({ level: '3' });
    const third = await admin('POST', `${BASE}/strategic`, {
      code: '1.5.1',
      name: '智能芯片',
      parentCode: '1.5',
    });
    expect(third.json().data).toMatchObject({ level: '3' });
  });

  it('renames and disables, audited with before and after; out of scope is 404', async () => {
    const renamed = await admin('PUT', `${BASE}/area/430199`, { name: '测试新城区' });
    expect(renamed.json().data).toMatchObject({ code: '430199', name: '测试新城区', enabled: true });
    const disabled = await admin('PUT', `${BASE}/industry/011`, { enabled: false });
    expect(disabled.json().data.enabled).toBe(false);
    expect(await auditCount(t.database.db, { action: 'dict.updated', objectId: '430199' })).toBe(1);
    expect(await auditCount(t.database.db, { action: 'dict.updated', objectId: '011' })).toBe(1);
    expect((await admin('PUT', `${BASE}/area/110101`, { name: '外省' })).statusCode).toBe(404);
    expect((await admin('PUT', `${BASE}/industry/ZZ`, { name: '无' })).statusCode).toBe(404);
    const empty = await admin('PUT', `${BASE}/industry/A`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('Excel export and import', () => {
  it('exports the strategic industries as a workbook', async () => {
    const answer = await admin('GET', `${BASE}/strategic/export`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('spreadsheetml');
    expect(answer.headers['content-disposition']).toContain("filename*=UTF-8''");
    const sheets = await readWorkbook(answer.rawPayload);
    const rows = sheets.战略性新兴产业!;
    expect(rows[0]).toEqual(['编码', '名称', '上级编码', '级别', '启用']);
    expect(rows[1]).toEqual(['1', '新一代信息技术产业', '', '1', '是']);
    expect(rows.length).toBeGreaterThan(49);
  });

  it('refuses a file that is not a workbook with a 400, not a 500', async () => {
    for (const bad of [
      Buffer.from('code,name\n1,x\n'),
      Buffer.alloc(0),
      Buffer.from('PK\u0003\u0004broken'),
    ]) {
      const answer = await upload(t.app, `${BASE}/industry/import`, adminCookie, bad);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'file' }] });
    }
    const json = await admin('POST', `${BASE}/industry/import`, { file: 'x' });
    expect(json.statusCode).toBe(400);
  });

  it('refuses a sheet with bad rows whole, reporting each row', async () => {
    const file = await workbookOf([
      ['编码', '名称', '上级编码', '级别', '启用'],
      ['012', '豆类种植', '01', '', '是'],
      ['0', '坏编码', '01', '', ''],
      ['013', '', '01', '', ''],
      ['014', '薯类种植', 'QQ', '', ''],
      ['012', '重复', '01', '', ''],
      ['015', '状态错', '01', '', '也许'],
      ['02', '林业', 'B', '', ''],
    ]);
    const answer = await upload(t.app, `${BASE}/industry/import`, adminCookie, file);
    expect(answer.statusCode).toBe(400);
    const body = answer.json();
    expect(body.message).toMatch(/未写入任何数据/);
    const paths = body.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'rows.3.code',
        'rows.4.name',
        'rows.5.parentCode',
        'rows.6.code',
        'rows.7.enabled',
        'rows.8.parentCode',
      ]),
    );
    expect(paths).not.toContain('rows.2.code');
    // Nothing written, the good row included.
    const children = (await admin('GET', `${BASE}/industry/children?parent=01`)).json().data;
    expect(children.map((c: { code: string }) => c.code)).toEqual(['011']);
    expect(await auditCount(t.database.db, { action: 'dict.imported' })).toBe(0);
  });

  it('refuses a sheet without the required columns', async () => {
    const answer = await upload(
      t.app,
      `${BASE}/industry/import`,
      adminCookie,
      await workbookOf([['名字'], ['x']]),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().details.map((d: { path: string }) => d.path)).toEqual([
      'header.code',
      'header.name',
      'header.parentCode',
    ]);
  });

  it('imports a good sheet: new entries (parents before children), renames and disables, audited', async () => {
    const file = await workbookOf([
      ['编码', '名称', '上级编码', '级别', '启用'],
      ['0121', '大豆种植', '012', '', '是'],
      ['012', '豆类、油料和薯类种植', '01', '', ''],
      ['011', '谷物种植业', '01', '', '否'],
      ['02', '林业', 'A', 'division', '否'],
      [],
    ]);
    const answer = await upload(t.app, `${BASE}/industry/import`, adminCookie, file);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual({ created: 2, updated: 2 });
    const groups = (await admin('GET', `${BASE}/industry/children?parent=01`)).json().data;
    expect(groups.map((g: { code: string; name: string }) => [g.code, g.name])).toEqual([
      ['011', '谷物种植业'],
      ['012', '豆类、油料和薯类种植'],
    ]);
    const classes = (await admin('GET', `${BASE}/industry/children?parent=012`)).json().data;
    expect(classes[0]).toMatchObject({ code: '0121', level: 'class' });
    const forestry = (await admin('GET', `${BASE}/industry/search?q=02`)).json().data;
    expect(forestry.find((n: { code: string }) => n.code === '02').enabled).toBe(false);
    expect(await auditCount(t.database.db, { action: 'dict.imported' })).toBe(1);
  });

  it('keeps area imports inside the scope', async () => {
    const file = await workbookOf([
      ['编码', '名称', '上级编码'],
      ['110199', '外省新区', '110100'],
    ]);
    const answer = await upload(t.app, `${BASE}/area/import`, adminCookie, file);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().details).toEqual([{ path: 'rows.2.code', message: '不在本机构所辖区域内' }]);
  });
});
