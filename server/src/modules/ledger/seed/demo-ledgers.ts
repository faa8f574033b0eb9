// Demo ledgers (issue 10 §4): the demo enterprises keep their records and get a ledger matching
// their stage (ent-gold in tutoring), and a generated reserve pool of fictional enterprises spread
// over the province fills the boards. Batch inserts keep the first start fast; a marker of its
// own lets a database seeded before this feature receive them too.
import type { FieldChange } from '@portal/contract';
import { COARSE_STAGE, type LedgerData, ledgerInput } from '@portal/contract/ledger';
import { and, eq, inArray, like } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  enterprises,
  industries,
  institutions,
  orgs,
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
import { reservePool } from './reserve-pool.ts';

const MARKER = 'seed.demo.ledgers';
export const RESERVE_POOL_SIZE = 160;

const changesOf = (data: LedgerData): FieldChange[] => diffProfiles(null, data, KEY_ORDER_OF_LEDGER);

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

export async function seedDemoLedgers(db: Database, now: Date): Promise<boolean> {
  const [marker] = await db.select().from(siteSettings).where(eq(siteSettings.key, MARKER));
  if (marker) return false;
  const [province] = await db
    .select({ regionCode: orgs.regionCode })
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
    const ledgers = pool.map((p) => ({
      p,
      data: ledgerInput.parse(p.ledger),
      derived: derive(ledgerInput.parse(p.ledger), today),
    }));
    const enterpriseRows = await tx
      .insert(enterprises)
      .values(
        ledgers.map(({ p, derived }) => ({
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
    await tx.insert(siteSettings).values({ key: MARKER, value: now.toISOString(), updatedAt: now });
  });
  return true;
}
