// Government organisations (issue 3 §5): the region tree with counts, the list, adding one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCreditCode } from '../src/seed/demo-orgs.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { auditCount } from './helpers/audit.ts';
import { login } from './helpers/http.ts';
import { type Caller, callerFor } from './helpers/management.ts';

let t: TestApp;
let admin: Caller;
beforeAll(async () => {
  t = await buildTestApp();
  admin = callerFor(t.app, await login(t.app, 'admin'));
});
afterAll(() => t.close());

const BASE = '/console/api/management/orgs';

describe('government organisations', () => {
  it('starts the region tree at the province with the offices below each region', async () => {
    const [province] = (await admin('GET', `${BASE}/regions`)).json().data;
    expect(province).toMatchObject({ code: '430000', offices: 4, hasChildren: true });
    const cities = (await admin('GET', `${BASE}/regions?parent=430000`)).json().data;
    expect(cities.find((c: { code: string }) => c.code === '430100')).toMatchObject({ offices: 2 });
    expect(cities.find((c: { code: string }) => c.code === '430200')).toMatchObject({ offices: 0 });
    expect((await admin('GET', `${BASE}/regions?parent=110000`)).json().data).toEqual([]);
    expect((await admin('GET', `${BASE}/regions?parent=abc`)).statusCode).toBe(400);
  });

  it('lists offices and member units by region subtree, type and keyword', async () => {
    const all = (await admin('GET', BASE)).json().data;
    expect(all.total).toBe(4);
    expect(all.items[0]).toMatchObject({ type: 'FINANCIAL', level: 1, regionName: '湖南省', users: 2 });
    const city = (await admin('GET', `${BASE}?region=430100`)).json().data;
    expect(city.items.map((o: { level: number }) => o.level)).toEqual([2, 3]);
    const units = (await admin('GET', `${BASE}?type=FUNCTIONAL`)).json().data;
    expect(units.total).toBe(1);
    const enterprises = (await admin('GET', `${BASE}?type=ENTERPRISE&q=${encodeURIComponent('瑞丰')}`)).json()
      .data;
    expect(enterprises.total).toBe(1);
    expect((await admin('GET', `${BASE}?type=BROKER`)).statusCode).toBe(400);
  });

  it('adds a city office, audited', async () => {
    const body = {
      name: '株洲市地方金融管理局',
      type: 'FINANCIAL',
      level: 2,
      regionCode: '430200',
      creditCode: makeCreditCode('11', '430200', '00730611'),
    };
    const answer = await admin('POST', BASE, body);
    expect(answer.statusCode, answer.body).toBe(200);
    const { id } = answer.json().data;
    expect(await auditCount(t.database.db, { action: 'org.created', objectId: id })).toBe(1);
    const listed = (await admin('GET', `${BASE}?region=430200`)).json().data;
    expect(listed.items).toEqual([expect.objectContaining({ id, level: 2, users: 0 })]);
    const again = await admin('POST', BASE, { ...body, name: '重复的代码' });
    expect(again.statusCode).toBe(409);
  });

  it('two identical adds at the same moment: one is added, the other is a 409, not a 500', async () => {
    const body = {
      name: '湘潭市地方金融管理局',
      type: 'FINANCIAL',
      level: 2,
      regionCode: '430300',
      creditCode: makeCreditCode('11', '430300', '00740611'),
    };
    const answers = await Promise.all([admin('POST', BASE, body), admin('POST', BASE, body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const created = answers.find((a) => a.statusCode === 200)!.json().data.id;
    expect(await auditCount(t.database.db, { action: 'org.created', objectId: created })).toBe(1);
    expect((await admin('GET', `${BASE}?region=430300`)).json().data.total).toBe(1);
  });

  it('adds a member unit without a level', async () => {
    const answer = await admin('POST', BASE, {
      name: '湖南省税务局',
      type: 'FUNCTIONAL',
      regionCode: '430000',
      creditCode: makeCreditCode('11', '430000', '00830622'),
    });
    expect(answer.statusCode, answer.body).toBe(200);
  });

  it('validates the credit code, the level against the region, and the scope', async () => {
    const good = { name: '某区金融办', type: 'FINANCIAL', level: 3, regionCode: '430103' };
    const cases: Array<[object, string]> = [
      [{ ...good, creditCode: '91430100MA4L1T0A0X' }, 'creditCode'],
      [{ ...good, creditCode: makeCreditCode('11', '430103', '00930633'), level: 2 }, 'level'],
      [
        { ...good, creditCode: makeCreditCode('11', '110101', '00930644'), regionCode: '110101' },
        'regionCode',
      ],
      [{ ...good, creditCode: makeCreditCode('11', '430103', '00930655'), level: undefined }, 'level'],
      [{ ...good, creditCode: makeCreditCode('11', '430103', '00930666'), type: 'BROKER' }, 'type'],
    ];
    for (const [body, path] of cases) {
      const answer = await admin('POST', BASE, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().details[0].path, JSON.stringify(body)).toBe(path);
    }
  });
});
