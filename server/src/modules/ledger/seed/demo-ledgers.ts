// Demo ledgers (issue 10 §4): the demo enterprises keep their records and get a ledger matching
// their stage (ent-gold in tutoring), and a generated reserve pool of fictional enterprises spread
// over the province fills the boards. Batch inserts keep the first start fast; a marker of its
// own lets a database seeded before this feature receive them too.
import { randomUUID } from 'node:crypto';
import { type EnterpriseProfile, enterpriseProfile, type FieldChange } from '@portal/contract';
import { COARSE_STAGE, type LedgerData, type LedgerStage, ledgerInput } from '@portal/contract/ledger';
import { and, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  enterprises,
  industries,
  institutions,
  orgs,
  profileVersions,
  regions,
  siteSettings,
  users,
} from '../../../db/schema/index.ts';
import { regionPrefix } from '../../../platform/access/region-scope.ts';
import { chinaDay } from '../../../platform/china-time.ts';
import { diffProfiles } from '../../../platform/profile-versions/diff.ts';
import { addDays, derive } from '../ledger.road.ts';
import { listingLedgerChanges, listingLedgers } from '../ledger.schema.ts';
import { KEY_ORDER_OF_LEDGER } from './key-order.ts';
import { type PoolEnterprise, reservePool } from './reserve-pool.ts';

const MARKER = 'seed.demo.ledgers';
/** Set when the pool has its approved profiles (a pool seeded before them receives them later). */
const PROFILES_MARKER = 'seed.demo.ledgers.profiles';
export const RESERVE_POOL_SIZE = 160;

const changesOf = (data: LedgerData): FieldChange[] => diffProfiles(null, data, KEY_ORDER_OF_LEDGER);

/**
 * An approved profile for a pool enterprise, so the government lists and the profile pages show
 * it like any enterprise; its listing plan says what its ledger says.
 */
type PoolRecord = Pick<PoolEnterprise, 'serial' | 'name' | 'creditCode' | 'regionCode'> & {
  industryCodePath: string | null;
};
function poolProfile(p: PoolRecord, stage: LedgerStage, board: LedgerData['targetBoard']) {
  return enterpriseProfile.parse({
    basic: {
      name: p.name,
      creditCode: p.creditCode,
      regionCode: p.regionCode,
      legalRepresentative: `${'王李张刘陈杨'[p.serial % 6]}某`,
      registeredCapital: String(1000 + ((p.serial * 397) % 20_000)),
      foundedOn: `${2000 + (p.serial % 22)}-0${1 + (p.serial % 9)}-1${p.serial % 10}`,
      address: `演示产业园 ${p.serial} 号`,
      industryCodePath: p.industryCodePath ?? 'C/34',
      mainBusiness: '演示数据：虚构企业，仅用于展示。',
      employees: 50 + ((p.serial * 37) % 2000),
    },
    listingPlan: { stage: COARSE_STAGE[stage], ...(board ? { targetBoard: board } : {}) },
    contacts: [{ name: '联系人', mobile: `139${String(p.serial).padStart(8, '0')}` }],
  } satisfies Partial<EnterpriseProfile>);
}

async function demoEnterpriseLedgers(db: Database, today: string) {
  const rows = await db
    .select({
      account: users.account,
      enterpriseId: enterprises.id,
      regionCode: enterprises.regionCode,
      board: enterprises.targetBoard,
    })
    .from(users)
    .innerJoin(enterprises, eq(enterprises.orgId, users.orgId))
    .where(inArray(users.account, ['ent-gold', 'ent-normal', 'ent-na']));
  const [broker] = await db
    .select({ id: institutions.id, name: institutions.name })
    .from(institutions)
    .innerJoin(users, eq(users.orgId, institutions.orgId))
    .where(eq(users.account, 'broker'));
  const ago = (days: number) => addDays(today, -days);
  const byAccount: Record<string, (board: LedgerData['targetBoard']) => LedgerData> = {
    'ent-gold': (targetBoard) =>
      ledgerInput.parse({
        targetBoard,
        reserveOn: ago(700),
        reformOn: ago(420),
        tutoringFiledOn: ago(75),
        tutoringBureau: '中国证监会湖南监管局',
        sponsorRepresentatives: ['王某', '李某'],
        ...(broker ? { broker: { id: broker.id, name: broker.name } } : {}),
        problems: ['募投项目用地指标待落实'],
      }),
    'ent-normal': (targetBoard) =>
      ledgerInput.parse({ targetBoard, reserveOn: ago(500), reformOn: ago(120) }),
    'ent-na': (targetBoard) => ledgerInput.parse({ targetBoard, reserveOn: ago(200) }),
  };
  return rows.map((r) => ({
    enterpriseId: r.enterpriseId,
    regionCode: r.regionCode,
    data: byAccount[r.account]!(r.board ?? undefined),
  }));
}

/**
 * A pool seeded before it had profiles: one approved version each, in one batch, so a demo
 * database of that time shows the pool in the government lists too.
 */
async function approvePoolProfiles(db: Database, now: Date): Promise<boolean> {
  const [marker] = await db.select().from(siteSettings).where(eq(siteSettings.key, PROFILES_MARKER));
  if (marker) return false;
  const [province] = await db
    .select({ id: orgs.id })
    .from(orgs)
    .where(and(eq(orgs.type, 'FINANCIAL'), eq(orgs.level, 1)))
    .limit(1);
  const rows = await db
    .select({
      id: enterprises.id,
      name: enterprises.name,
      creditCode: enterprises.creditCode,
      regionCode: enterprises.regionCode,
      industryCodePath: enterprises.industryCodePath,
      data: listingLedgers.data,
    })
    .from(enterprises)
    .innerJoin(listingLedgers, eq(listingLedgers.enterpriseId, enterprises.id))
    .where(and(like(enterprises.name, '（演示）%'), isNull(enterprises.currentVersionId)));
  const today = chinaDay(now);
  await db.transaction(async (tx) => {
    if (rows.length > 0) {
      const versions = rows.map((r, i) => {
        const d = derive(r.data, today);
        return {
          subjectType: 'enterprise' as const,
          subjectId: r.id,
          number: 1,
          status: 'APPROVED' as const,
          data: poolProfile({ ...r, serial: i + 1 }, d.stage, d.targetBoard ?? undefined),
          createdAt: now,
          updatedAt: now,
          submittedAt: now,
          decidedAt: now,
          decidedByOrg: province?.id ?? null,
        };
      });
      const written = await tx
        .insert(profileVersions)
        .values(versions)
        .returning({ id: profileVersions.id, subjectId: profileVersions.subjectId });
      // One statement names every record's current version.
      await tx.execute(sql`update enterprises e set current_version_id = v.id
        from (select * from jsonb_to_recordset(${JSON.stringify(written)}::jsonb) as x(id uuid, "subjectId" uuid)) v
        where e.id = v."subjectId"`);
    }
    await tx.insert(siteSettings).values({ key: PROFILES_MARKER, value: now.toISOString(), updatedAt: now });
  });
  return rows.length > 0;
}

export async function seedDemoLedgers(db: Database, now: Date): Promise<boolean> {
  const [marker] = await db.select().from(siteSettings).where(eq(siteSettings.key, MARKER));
  if (marker) return approvePoolProfiles(db, now);
  const [province] = await db
    .select({ id: orgs.id, regionCode: orgs.regionCode })
    .from(orgs)
    .where(and(eq(orgs.type, 'FINANCIAL'), eq(orgs.level, 1)))
    .limit(1);
  if (!province?.regionCode) return false;
  const today = chinaDay(now);
  const all = await db
    .select({ code: regions.code, name: regions.name, level: regions.level, parentCode: regions.parentCode })
    .from(regions)
    .where(like(regions.code, `${regionPrefix(province.regionCode)}%`));
  // Enterprises sit in counties, and in prefecture cities that have none.
  const leaves = all.filter((r) => r.level > 1 && !all.some((c) => c.parentCode === r.code));
  const divisions = await db
    .select({ code: industries.code, parent: industries.parentCode })
    .from(industries)
    .where(eq(industries.level, 'division'));
  if (leaves.length === 0 || divisions.length === 0) return false;
  const pool = reservePool(
    RESERVE_POOL_SIZE,
    {
      regions: leaves.map((r) => ({ code: r.code, name: r.name })),
      industries: divisions.filter((d) => d.parent).map((d) => `${d.parent}/${d.code}`),
    },
    today,
  );
  await db.transaction(async (tx) => {
    const orgRows = await tx
      .insert(orgs)
      .values(
        pool.map((p) => ({
          name: p.name,
          type: 'ENTERPRISE' as const,
          creditCode: p.creditCode,
          regionCode: p.regionCode,
          grades: p.grades,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({ id: orgs.id, creditCode: orgs.creditCode });
    const orgOf = new Map(orgRows.map((o) => [o.creditCode!, o.id]));
    const ledgers = pool.map((p) => {
      const data = ledgerInput.parse(p.ledger);
      return { p, data, derived: derive(data, today), enterpriseId: randomUUID(), versionId: randomUUID() };
    });
    // Versions first (their subject is a plain id), so each enterprise row names its current one.
    await tx.insert(profileVersions).values(
      ledgers.map(({ p, derived, enterpriseId, versionId }) => ({
        id: versionId,
        subjectType: 'enterprise' as const,
        subjectId: enterpriseId,
        number: 1,
        status: 'APPROVED' as const,
        data: poolProfile(p, derived.stage, derived.targetBoard ?? undefined),
        createdAt: now,
        updatedAt: now,
        submittedAt: now,
        decidedAt: now,
        decidedByOrg: province.id,
      })),
    );
    const enterpriseRows = await tx
      .insert(enterprises)
      .values(
        ledgers.map(({ p, derived, enterpriseId, versionId }) => ({
          id: enterpriseId,
          currentVersionId: versionId,
          orgId: orgOf.get(p.creditCode)!,
          name: p.name,
          creditCode: p.creditCode,
          regionCode: p.regionCode,
          industryCodePath: p.industryCodePath,
          stage: COARSE_STAGE[derived.stage],
          targetBoard: derived.targetBoard,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({ id: enterprises.id, creditCode: enterprises.creditCode });
    const enterpriseOf = new Map(enterpriseRows.map((e) => [e.creditCode, e.id]));
    const written = [
      ...ledgers.map(({ p, data }) => ({
        enterpriseId: enterpriseOf.get(p.creditCode)!,
        regionCode: p.regionCode,
        data,
      })),
      ...(await demoEnterpriseLedgers(tx, today)),
    ];
    await tx.insert(listingLedgers).values(
      written.map((w) => ({
        enterpriseId: w.enterpriseId,
        regionCode: w.regionCode,
        version: 1,
        data: w.data,
        ...derive(w.data, today),
        updatedAt: now,
      })),
    );
    await tx.insert(listingLedgerChanges).values(
      written.map((w) => ({
        enterpriseId: w.enterpriseId,
        version: 1,
        source: 'IMPORT' as const,
        changes: changesOf(w.data),
        at: now,
      })),
    );
    // The demo enterprises' profiles show what their ledgers say.
    for (const w of written.slice(ledgers.length)) {
      const d = derive(w.data, today);
      await tx
        .update(enterprises)
        .set({ stage: COARSE_STAGE[d.stage], targetBoard: d.targetBoard })
        .where(eq(enterprises.id, w.enterpriseId));
    }
    await tx.insert(siteSettings).values([
      { key: MARKER, value: now.toISOString(), updatedAt: now },
      { key: PROFILES_MARKER, value: now.toISOString(), updatedAt: now },
    ]);
  });
  return true;
}
