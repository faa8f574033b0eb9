import { isValidCreditCode } from '@portal/contract';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { industries, notices, orgs, regions, strategicIndustries, users } from '../src/db/schema/index.ts';
import { findDemoPlaces, shortName } from '../src/platform/dictionaries/places.ts';
import { seedDatabase } from '../src/seed/index.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const tally = async (table: PgTable) => (await t.database.db.select({ n: count() }).from(table))[0]!.n;

describe('dictionaries', () => {
  it('holds the whole country, all industry sections and divisions, and the strategic industries', async () => {
    expect(await tally(regions)).toBeGreaterThan(3000);
    const [sections] = await t.database.db
      .select({ n: count() })
      .from(industries)
      .where(eq(industries.level, 'section'));
    const [divisions] = await t.database.db
      .select({ n: count() })
      .from(industries)
      .where(eq(industries.level, 'division'));
    expect([sections!.n, divisions!.n]).toEqual([20, 97]);
    expect(await tally(strategicIndustries)).toBeGreaterThan(40);
  });
});

describe('demo data', () => {
  const expected: Record<
    string,
    { type: string; level?: number | null; grades?: string[]; hasShortcut?: boolean; authorities?: string[] }
  > = {
    admin: { type: 'FINANCIAL', level: 1, authorities: ['ADMIN'] },
    auditor: { type: 'FINANCIAL', level: 1, authorities: ['AUDITOR'] },
    city: { type: 'FINANCIAL', level: 2, authorities: [] },
    county: { type: 'FINANCIAL', level: 3 },
    unit: { type: 'FUNCTIONAL' },
    'ent-gold': { type: 'ENTERPRISE', grades: ['GOLDEN_SEED'], hasShortcut: true },
    'ent-normal': { type: 'ENTERPRISE', grades: ['NORMAL_SEED'], hasShortcut: false },
    'ent-na': { type: 'ENTERPRISE', grades: ['NOT_APPLICABLE'], hasShortcut: false },
    broker: { type: 'BROKER' },
    lawfirm: { type: 'LAW_FIRM' },
    accountant: { type: 'ACCOUNTING_FIRM' },
    investor: { type: 'INVESTMENT' },
    bank: { type: 'MONETARY' },
  };

  it('has the accounts of issue 2 with their organisations', async () => {
    const rows = await t.database.db
      .select({ account: users.account, authorities: users.authorities, org: orgs })
      .from(users)
      .innerJoin(orgs, eq(orgs.id, users.orgId));
    const byAccount = new Map(rows.map((r) => [r.account, r]));
    for (const [account, want] of Object.entries(expected)) {
      const row = byAccount.get(account);
      expect(row, account).toBeDefined();
      expect(row!.org.type, account).toBe(want.type);
      if (want.level !== undefined) expect(row!.org.level, account).toBe(want.level);
      if (want.grades) expect(row!.org.grades, account).toEqual(want.grades);
      if (want.hasShortcut !== undefined) expect(row!.org.hasShortcut, account).toBe(want.hasShortcut);
      if (want.authorities) expect(row!.authorities, account).toEqual(want.authorities);
      expect(isValidCreditCode(row!.org.creditCode!), `${account} ${row!.org.creditCode}`).toBe(true);
    }
  });

  it('places the offices and enterprises in 长沙市 and its first county', async () => {
    const places = await findDemoPlaces(t.database.db, '430000');
    expect(places.city).toEqual({ code: '430100', name: '长沙市' });
    const region = async (account: string) =>
      (
        await t.database.db
          .select({ code: orgs.regionCode })
          .from(users)
          .innerJoin(orgs, eq(orgs.id, users.orgId))
          .where(eq(users.account, account))
      )[0]!.code;
    expect(await region('city')).toBe('430100');
    expect(await region('county')).toBe(places.county.code);
    expect(await region('ent-gold')).toBe(places.county.code);
    expect(places.county.code.startsWith('4301')).toBe(true);
  });

  it('derives the demo city and county for another province from the regions', async () => {
    const places = await findDemoPlaces(t.database.db, '440000');
    expect(places.province.name).toBe('广东省');
    expect(places.city.code).toBe('440100');
    expect(places.county.code.slice(0, 4)).toBe('4401');
    expect(shortName('广西壮族自治区')).toBe('广西');
    expect(shortName('长沙市')).toBe('长沙');
  });

  it('gives every user at least two unread notices', async () => {
    const rows = await t.database.db
      .select({ userId: notices.userId, n: count() })
      .from(notices)
      .where(and(isNull(notices.readAt), isNull(notices.discardedAt)))
      .groupBy(notices.userId);
    expect(rows).toHaveLength(await tally(users));
    expect(rows.every((r) => r.n >= 2)).toBe(true);
  });

  it('seeds only once', async () => {
    const before = await tally(regions);
    const usersBefore = await tally(users);
    await seedDatabase(t.database, t.config, t.clock.now());
    expect(await tally(users)).toBe(usersBefore);
    expect(await tally(regions)).toBe(before);
  });

  it('refuses a PROVINCE_CODE that is not a province', async () => {
    await expect(
      seedDatabase(t.database, { ...t.config, provinceCode: '990000' }, t.clock.now()),
    ).rejects.toThrow(/PROVINCE_CODE 990000/);
  });
});
