import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { login } from './helpers/http.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  cookie = await login(t.app, 'ent-normal');
});
afterAll(() => t.close());

const get = (url: string, as: string | null = null) =>
  t.app.inject({ method: 'GET', url, headers: as ? { cookie: as } : {} });

describe('GET /console/api/dict/regions', () => {
  it('lists the provinces to anyone, then each level below', async () => {
    const provinces = (await get('/console/api/dict/regions')).json().data;
    expect(provinces.length).toBeGreaterThanOrEqual(31);
    expect(provinces).toContainEqual({
      code: '430000',
      name: '湖南省',
      level: 1,
      parentCode: null,
      leaf: false,
    });
    const cities = (await get('/console/api/dict/regions?parent=430000')).json().data;
    expect(cities).toContainEqual(expect.objectContaining({ code: '430100', name: '长沙市', leaf: false }));
    const counties = (await get('/console/api/dict/regions?parent=430100')).json().data;
    expect(counties.length).toBeGreaterThan(5);
    expect(counties.every((c: { leaf: boolean; level: number }) => c.leaf && c.level === 3)).toBe(true);
  });

  it('answers an unknown parent with an empty list and a malformed one with 400', async () => {
    expect((await get('/console/api/dict/regions?parent=999999')).json().data).toEqual([]);
    const bad = await get('/console/api/dict/regions?parent=43');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'parent' }] });
  });
});

describe('GET /console/api/dict/industries', () => {
  it('asks anonymous callers to sign in', async () => {
    expect((await get('/console/api/dict/industries')).json().code).toBe('WEB_ACCESS_AUTH_REQUIRED');
  });

  it('pages, filters and sorts in SQL', async () => {
    const first = (await get('/console/api/dict/industries?page=1&size=5', cookie)).json().data;
    expect(first).toMatchObject({ page: 1, size: 5 });
    expect(first.items).toHaveLength(5);
    expect(first.total).toBeGreaterThan(90);
    expect(first.items[0].code).toBe('01');
    const sections = (await get('/console/api/dict/industries?level=section&size=100', cookie)).json().data;
    expect(sections.total).toBe(20);
    const byName = (
      await get('/console/api/dict/industries?level=section&sort=name&order=desc', cookie)
    ).json().data;
    const names = byName.items.map((i: { name: string }) => i.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => b.localeCompare(a, 'en')));
    const found = (await get(`/console/api/dict/industries?q=${encodeURIComponent('农业')}`, cookie)).json()
      .data;
    expect(found.total).toBeGreaterThan(0);
    expect(found.items.every((i: { name: string }) => i.name.includes('农业'))).toBe(true);
    expect((await get('/console/api/dict/industries?q=%25', cookie)).json().data.total).toBe(0);
  });

  it('refuses bad paging and sorting with 400', async () => {
    for (const query of ['size=101', 'sort=level', 'order=up', 'level=x']) {
      const answer = await get(`/console/api/dict/industries?${query}`, cookie);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().code).toBe('VALIDATION_FAILED');
    }
  });
});
