// Policy matching: who may call what, bad input named, a policy matched to the county's and the
// city's enterprises by grade and by size, telling (notice, record, once per enterprise), the
// enterprise opening and applying, the record list's filters and export, scope 404s and 409s.
// (Anonymous callers get this codebase's 403 WEB_ACCESS_AUTH_REQUIRED, as in the access matrix.)
import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, enterprises } from '../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { auditCount } from './helpers/audit.ts';
import { callerOf } from './helpers/enterprise.ts';
import { login, sameOrigin } from './helpers/http.ts';
import { readWorkbook } from './helpers/management.ts';

const BASE = '/console/api/policy';
let t: TestApp;
let caller: ReturnType<typeof callerOf>;
let goldId: string;
let normalId: string;
let policyArticleId: string;
let otherArticleId: string;

const enterpriseOf = async (account: 'ent-gold' | 'ent-normal') => {
  const name = account === 'ent-gold' ? '天衡智能装备' : '瑞丰新材料';
  const rows = await t.database.db.select({ id: enterprises.id, name: enterprises.name }).from(enterprises);
  return rows.find((r) => r.name.includes(name))!.id;
};
const unread = async (as: string) =>
  (await caller.data(as, 'GET', '/console/api/notice/count')).count as number;
const GOLD_POLICY = {
  title: '金种子企业奖补（测试）',
  summary: '测试政策',
  conditions: { grades: ['GOLDEN_SEED'] },
};

beforeAll(async () => {
  t = await buildTestApp();
  caller = callerOf(t.app);
  goldId = await enterpriseOf('ent-gold');
  normalId = await enterpriseOf('ent-normal');
  const db = t.database.db;
  [{ id: policyArticleId }] = (await db
    .select({ id: articles.id })
    .from(articles)
    .where(eq(articles.category, 'POLICY'))
    .limit(1)) as [{ id: string }];
  [{ id: otherArticleId }] = (await db
    .select({ id: articles.id })
    .from(articles)
    .where(ne(articles.category, 'POLICY'))
    .limit(1)) as [{ id: string }];
});
afterAll(async () => {
  await t?.close();
});

describe('who may call what', () => {
  it('asks for a session, keeps policies to government and the told list to enterprises', async () => {
    for (const url of [`${BASE}/records`, `${BASE}/mine`]) {
      const answer = await caller.call(null, 'GET', url);
      expect(answer.statusCode).toBe(403);
      expect(answer.json().code).toBe('WEB_ACCESS_AUTH_REQUIRED');
    }
    for (const account of ['ent-gold', 'broker'])
      expect((await caller.call(account, 'GET', `${BASE}/records`)).statusCode).toBe(403);
    for (const account of ['county', 'unit', 'auditor'])
      expect((await caller.call(account, 'GET', `${BASE}/policies`)).statusCode).toBe(200);
    for (const account of ['unit', 'auditor', 'ent-gold'])
      expect((await caller.call(account, 'POST', `${BASE}/policies`, GOLD_POLICY)).statusCode).toBe(403);
    expect((await caller.call('county', 'GET', `${BASE}/mine`)).statusCode).toBe(403);
  });

  it('lists the demo policies, the first linked to a portal policy article', async () => {
    const page = await caller.data('unit', 'GET', `${BASE}/policies?keyword=培育`);
    expect(page.items).toHaveLength(1);
    expect(page.items[0].articleTitle).toEqual(expect.any(String));
  });
});

describe('keeping policies', () => {
  it('names the field of bad input and writes nothing', async () => {
    const before = (await caller.data('city', 'GET', `${BASE}/policies`)).total;
    const bad = [
      [{ ...GOLD_POLICY, title: '' }, 'title'],
      [{ ...GOLD_POLICY, conditions: { minEmployees: 50, maxEmployees: 10 } }, 'conditions.maxEmployees'],
      [{ ...GOLD_POLICY, conditions: { grades: ['GOLD'] } }, 'conditions.grades.0'],
      [{ ...GOLD_POLICY, conditions: { regionCodes: ['43'] } }, 'conditions.regionCodes.0'],
      [{ ...GOLD_POLICY, articleId: otherArticleId }, 'articleId'],
    ] as const;
    for (const [body, path] of bad) {
      const answer = await caller.call('city', 'POST', `${BASE}/policies`, body);
      expect(answer.statusCode, path).toBe(400);
      expect(answer.json().code).toBe('VALIDATION_FAILED');
      expect(answer.json().details.map((d: { path: string }) => d.path)).toContain(path);
    }
    expect((await caller.data('city', 'GET', `${BASE}/policies`)).total).toBe(before);
  });

  it('adds a policy (audited), refuses a stale edit and another region office', async () => {
    const added = await caller.data('city', 'POST', `${BASE}/policies`, {
      ...GOLD_POLICY,
      title: '可修改的政策',
      articleId: policyArticleId,
    });
    expect(added.articleId).toBe(policyArticleId);
    expect(await auditCount(t.database.db, { action: 'policy.added', objectId: added.policyId })).toBe(1);
    const url = `${BASE}/policies/${added.policyId}`;
    const body = { ...GOLD_POLICY, title: '改过的政策', version: added.version };
    // The county office lies inside the city: the city's policy is not in its scope.
    expect((await caller.call('county', 'PUT', url, body)).statusCode).toBe(404);
    const changed = await caller.data('city', 'PUT', url, body);
    expect(changed.title).toBe('改过的政策');
    expect(await auditCount(t.database.db, { action: 'policy.changed', objectId: added.policyId })).toBe(1);
    expect((await caller.call('city', 'PUT', url, body)).statusCode).toBe(409);
    expect(
      (await caller.call('admin', 'PUT', `${BASE}/policies/${crypto.randomUUID()}`, body)).statusCode,
    ).toBe(404);
  });
});

describe('matching and telling', () => {
  let policyId: string;
  beforeAll(async () => {
    policyId = (await caller.data('city', 'POST', `${BASE}/policies`, GOLD_POLICY)).policyId;
  });

  it('matches the enterprises of the caller region that meet the conditions', async () => {
    const county = await caller.data('county', 'GET', `${BASE}/policies/${policyId}/matches`);
    expect(county.map((m: { enterpriseId: string }) => m.enterpriseId)).toContain(goldId);
    expect(county.map((m: { enterpriseId: string }) => m.enterpriseId)).not.toContain(normalId);
    for (const m of county) expect(m.grades).toContain('GOLDEN_SEED');
    const large = await caller.data('city', 'POST', `${BASE}/policies`, {
      title: '规模以上企业（测试）',
      conditions: { minEmployees: 10_000_000 },
    });
    expect(await caller.data('city', 'GET', `${BASE}/policies/${large.policyId}/matches`)).toEqual([]);
    expect(
      (await caller.call('county', 'GET', `${BASE}/policies/${crypto.randomUUID()}/matches`)).statusCode,
    ).toBe(404);
  });

  it('refuses to tell an enterprise that does not fit, naming the field', async () => {
    const answer = await caller.call('county', 'POST', `${BASE}/policies/${policyId}/tell`, {
      enterpriseIds: [normalId],
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().details[0].path).toBe('enterpriseIds');
  });

  it('tells the fitting enterprises once: a notice and a record each, audited', async () => {
    const before = await unread('ent-gold');
    const told = await caller.data('county', 'POST', `${BASE}/policies/${policyId}/tell`, {});
    expect(told.told).toBeGreaterThanOrEqual(1);
    expect(await unread('ent-gold')).toBe(before + 1);
    expect(await auditCount(t.database.db, { action: 'policy.told', objectId: policyId })).toBe(1);
    const again = await caller.data('city', 'POST', `${BASE}/policies/${policyId}/tell`, {
      enterpriseIds: [goldId],
    });
    expect(again).toEqual({ told: 0, alreadyTold: 1 });
    expect(await unread('ent-gold')).toBe(before + 1);
    const matches = await caller.data('county', 'GET', `${BASE}/policies/${policyId}/matches`);
    expect(matches.find((m: { enterpriseId: string }) => m.enterpriseId === goldId).toldAt).not.toBeNull();
  });

  it('lets the enterprise open and apply; the record list shows it, filtered and exported', async () => {
    const mine = await caller.data('ent-gold', 'GET', `${BASE}/mine`);
    expect(mine.items.map((p: { policyId: string }) => p.policyId)).toContain(policyId);
    expect((await caller.call('ent-normal', 'POST', `${BASE}/mine/${policyId}/read`)).statusCode).toBe(404);
    const records = (q: string) =>
      caller.data(
        'county',
        'GET',
        `${BASE}/records?enterprise=天衡&policy=${encodeURIComponent('金种子')}${q}`,
      );
    expect((await records('&read=no')).total).toBe(1);

    const opened = await caller.data('ent-gold', 'POST', `${BASE}/mine/${policyId}/read`);
    expect(opened.readAt).not.toBeNull();
    expect(opened.appliedAt).toBeNull();
    expect(await auditCount(t.database.db, { action: 'policy.read' })).toBe(1);
    await caller.data('ent-gold', 'POST', `${BASE}/mine/${policyId}/read`);
    expect(await auditCount(t.database.db, { action: 'policy.read' })).toBe(1);
    const applied = await caller.data('ent-gold', 'POST', `${BASE}/mine/${policyId}/apply`);
    expect(applied.appliedAt).not.toBeNull();
    expect(await auditCount(t.database.db, { action: 'policy.applied' })).toBe(1);

    expect((await records('&read=no')).total).toBe(0);
    const row = (await records('&read=yes&applied=yes')).items[0];
    expect(row).toMatchObject({ enterpriseId: goldId, policyId });
    expect(row.readAt).not.toBeNull();
    expect(row.appliedAt).not.toBeNull();
    // Another city's office would not see the county's record; the member unit (province) does.
    expect((await caller.data('unit', 'GET', `${BASE}/records?enterprise=天衡`)).total).toBe(1);

    const cookie = await login(t.app, 'county');
    const answer = await t.app.inject({
      method: 'GET',
      url: `${BASE}/records/export?applied=yes`,
      headers: { cookie, ...sameOrigin },
    });
    expect(answer.statusCode).toBe(200);
    const book = await readWorkbook(answer.rawPayload);
    expect(book['推送记录']!.length).toBe(2);
    expect(book['推送记录']![1]![7]).toBe('已申报');
  });

  it('shows an enterprise every policy that fits it, told or not, exactly as the matching does', async () => {
    // A policy no office told anyone of, which ent-gold meets, and one it does not.
    const untold = await caller.data('city', 'POST', `${BASE}/policies`, {
      title: '科技型企业研发补助（测试）',
      conditions: { grades: ['GOLDEN_SEED'], stages: [] },
    });
    await caller.data('city', 'POST', `${BASE}/policies`, {
      title: '规模以上企业奖励（测试）',
      conditions: { minEmployees: 10_000_000 },
    });
    for (const account of ['ent-gold', 'ent-normal'] as const) {
      const own = account === 'ent-gold' ? goldId : normalId;
      const fitting = await caller.data(account, 'GET', `${BASE}/fitting?size=100`);
      const all = await caller.data('admin', 'GET', `${BASE}/policies?size=100`);
      // The province office's matching over the whole province is the reference.
      const expected: string[] = [];
      for (const p of all.items) {
        const matches = await caller.data('admin', 'GET', `${BASE}/policies/${p.policyId}/matches`);
        if (matches.some((m: { enterpriseId: string }) => m.enterpriseId === own)) expected.push(p.policyId);
      }
      expect(fitting.total, account).toBe(expected.length);
      expect(fitting.items.map((p: { policyId: string }) => p.policyId).sort(), account).toEqual(
        expected.sort(),
      );
    }
    const gold = (await caller.data('ent-gold', 'GET', `${BASE}/fitting?size=100`)).items;
    expect(gold.find((p: { policyId: string }) => p.policyId === untold.policyId).toldAt).toBeNull();
    expect(gold.find((p: { policyId: string }) => p.policyId === policyId).toldAt).not.toBeNull();
    // Paged like every list.
    const first = await caller.data('ent-gold', 'GET', `${BASE}/fitting?size=1`);
    expect(first.items).toHaveLength(1);
    expect(first.total).toBe(gold.length);
  });

  it('answers 400 naming a bad filter', async () => {
    const answer = await caller.call('county', 'GET', `${BASE}/records?read=maybe`);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().details[0].path).toBe('read');
  });
});
