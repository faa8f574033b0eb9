// SQL of the listing ledger. Every query carries the caller's scope (ledger.policy.ts); the board
// aggregates the derived columns in one pass per grouping; lists take a page of ids first.
import type { FieldChange, Grade } from '@portal/contract';
import type { LedgerFilters, LedgerLimit, LedgerListQuery } from '@portal/contract/ledger';
import { and, asc, count, desc, eq, gt, inArray, like, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { enterprises, orgs, regions, users } from '../../db/schema/index.ts';
import { regionWithin } from '../../platform/access/region-scope.ts';
import { containing } from '../../platform/sql/like.ts';
import { type LedgerScope, withinScope } from './ledger.policy.ts';
import type { derive } from './ledger.road.ts';
import { listingLedgerChanges, listingLedgers } from './ledger.schema.ts';

const headColumns = {
  enterpriseId: enterprises.id,
  orgId: enterprises.orgId,
  name: enterprises.name,
  creditCode: enterprises.creditCode,
  regionCode: enterprises.regionCode,
  regionName: regions.name,
  grades: orgs.grades,
  ledger: listingLedgers,
};

function selectHeads(db: Database) {
  return db
    .select(headColumns)
    .from(enterprises)
    .innerJoin(orgs, eq(orgs.id, enterprises.orgId))
    .leftJoin(regions, eq(regions.code, enterprises.regionCode))
    .leftJoin(listingLedgers, eq(listingLedgers.enterpriseId, enterprises.id));
}
export type HeadRow = Awaited<ReturnType<ReturnType<typeof selectHeads>['execute']>>[number];

export async function findHead(db: Database, scope: LedgerScope, enterpriseId: string) {
  const [row] = await selectHeads(db).where(and(eq(enterprises.id, enterpriseId), withinScope(scope)));
  return row;
}

export async function findHeadByOrg(db: Database, orgId: string) {
  const [row] = await selectHeads(db).where(eq(enterprises.orgId, orgId));
  return row;
}

/** Serialises writes to one enterprise's ledger (the ledger row may not exist yet). */
export async function lockEnterprise(tx: Database, scope: LedgerScope, enterpriseId: string) {
  const rows = await tx
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(and(eq(enterprises.id, enterpriseId), withinScope(scope)))
    .for('update');
  return rows.length > 0;
}

export type Derived = ReturnType<typeof derive>;
export type LedgerWrite = {
  enterpriseId: string;
  regionCode: string;
  version: number;
  data: (typeof listingLedgers.$inferInsert)['data'];
  derived: Derived;
  now: Date;
};

export async function writeLedger(tx: Database, w: LedgerWrite) {
  const values = {
    version: w.version,
    regionCode: w.regionCode,
    data: w.data,
    ...w.derived,
    updatedAt: w.now,
  };
  await tx
    .insert(listingLedgers)
    .values({ enterpriseId: w.enterpriseId, ...values })
    .onConflictDoUpdate({ target: listingLedgers.enterpriseId, set: values });
}

/** The profile's coarse stage and target board follow the ledger in the same transaction. */
export async function syncEnterprise(
  tx: Database,
  enterpriseId: string,
  stage: (typeof enterprises.$inferSelect)['stage'],
  targetBoard: (typeof enterprises.$inferSelect)['targetBoard'],
) {
  await tx.update(enterprises).set({ stage, targetBoard }).where(eq(enterprises.id, enterpriseId));
}

export async function insertChange(
  tx: Database,
  change: {
    enterpriseId: string;
    version: number;
    source: 'FORM' | 'IMPORT';
    changes: FieldChange[];
    actorUserId: string | null;
    actorOrgId: string | null;
    at: Date;
  },
) {
  await tx.insert(listingLedgerChanges).values(change);
}

export async function historyPage(db: Database, enterpriseId: string, limit: number, offset: number) {
  const where = eq(listingLedgerChanges.enterpriseId, enterpriseId);
  const [total] = await db.select({ n: count() }).from(listingLedgerChanges).where(where);
  const rows = await db
    .select({
      version: listingLedgerChanges.version,
      at: listingLedgerChanges.at,
      source: listingLedgerChanges.source,
      changes: listingLedgerChanges.changes,
      actorName: users.name,
      actorOrgName: orgs.name,
    })
    .from(listingLedgerChanges)
    .leftJoin(users, eq(users.id, listingLedgerChanges.actorUserId))
    .leftJoin(orgs, eq(orgs.id, listingLedgerChanges.actorOrgId))
    .where(where)
    .orderBy(desc(listingLedgerChanges.version))
    .limit(limit)
    .offset(offset);
  return { total: total?.n ?? 0, rows };
}

/** Past a limit today: one broken on the way, or a running one whose day is gone. */
export const flaggedSql = (today: string) =>
  sql`(cardinality(${listingLedgers.broken}) > 0 or ${listingLedgers.dueOn} < ${today})`;
const limitSql = (limit: LedgerLimit, today: string) =>
  sql`(${listingLedgers.broken} @> array[${limit}]::text[] or (${listingLedgers.dueLimit} = ${limit} and ${listingLedgers.dueOn} < ${today}))`;

/**
 * The board's and the list's scope on the ledger's own region column (an office's subtree, the
 * whole province for a member unit), so that neither needs the enterprises for it.
 */
export function ledgerScope(scope: LedgerScope): SQL {
  if (scope.kind === 'region') return regionWithin(listingLedgers.regionCode, scope.regionCode);
  if (scope.kind === 'all') return sql`true`;
  return withinScope(scope);
}

/** Joins the board and list need beyond the ledgers: enterprises, and organisations for a grade. */
const needsEnterprises = (scope: LedgerScope, q: { industry?: string; grade?: string; name?: string }) =>
  scope.kind === 'own' || scope.kind === 'none' || Boolean(q.industry || q.grade || q.name);

function filterConditions(scope: LedgerScope, f: LedgerFilters): SQL[] {
  const c: SQL[] = [ledgerScope(scope)];
  if (f.regionCode) c.push(regionWithin(listingLedgers.regionCode, f.regionCode));
  if (f.grade) c.push(sql`${orgs.grades} @> array[${f.grade}]::text[]`);
  if (f.industry) c.push(like(enterprises.industryCodePath, `${f.industry}%`));
  if (f.targetBoard) c.push(eq(listingLedgers.targetBoard, f.targetBoard));
  return c;
}

function listConditions(scope: LedgerScope, q: Omit<LedgerListQuery, 'page' | 'size'>, today: string) {
  const c = filterConditions(scope, q);
  c.push(sql`${listingLedgers.enterpriseId} is not null`);
  if (q.stage) c.push(eq(listingLedgers.stage, q.stage));
  if (q.status) c.push(eq(listingLedgers.status, q.status));
  if (q.flagged) c.push(flaggedSql(today));
  if (q.limit) c.push(limitSql(q.limit, today));
  if (q.name) c.push(sql`${enterprises.name} like ${containing(q.name)}`);
  return and(...c)!;
}

/**
 * The whole board in one pass over the scope: counts grouped by the region one level down (null:
 * no grouping, at county level), stage and status, each group with its flagged and per-limit
 * counts; the service sums them into totals, stages, statuses, limits and regions. Organisations
 * are joined only for a grade filter.
 */
export async function boardGroups(
  db: Database,
  scope: LedgerScope,
  f: LedgerFilters,
  childLength: number | null,
  today: string,
  limits: readonly LedgerLimit[],
) {
  // A literal length: a parameter would make the grouping and the selected column differ.
  const child =
    childLength === null
      ? sql<string>`''`
      : sql<string>`left(${listingLedgers.regionCode}, ${sql.raw(String(Math.trunc(childLength)))})`;
  const perLimit = limits.map((l) => sql`(count(*) filter (where ${limitSql(l, today)}))::int`);
  const query = db
    .select({
      child,
      stage: listingLedgers.stage,
      status: listingLedgers.status,
      count: sql<number>`count(*)::int`,
      flagged: sql<number>`(count(*) filter (where ${flaggedSql(today)}))::int`,
      limits: sql<number[]>`array[${sql.join(perLimit, sql`, `)}]`,
    })
    .from(listingLedgers)
    .$dynamic();
  if (needsEnterprises(scope, f))
    query.innerJoin(enterprises, eq(enterprises.id, listingLedgers.enterpriseId));
  if (f.grade) query.innerJoin(orgs, eq(orgs.id, enterprises.orgId));
  return query
    .where(and(...filterConditions(scope, f)))
    .groupBy(sql`1`, listingLedgers.stage, listingLedgers.status);
}

export async function regionNames(db: Database, codes: string[]) {
  if (codes.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ code: regions.code, name: regions.name })
    .from(regions)
    .where(inArray(regions.code, codes));
  return new Map(rows.map((r) => [r.code, r.name]));
}

export async function listPage(
  db: Database,
  scope: LedgerScope,
  q: LedgerListQuery,
  today: string,
  limit: number,
  offset: number,
) {
  const where = listConditions(scope, q, today);
  // Organisations only for a grade filter: the page of ids comes from ledgers and enterprises.
  const counting = db.select({ n: sql<number>`count(*)::int` }).from(listingLedgers).$dynamic();
  const ids = db.select({ id: listingLedgers.enterpriseId }).from(listingLedgers).$dynamic();
  if (needsEnterprises(scope, q)) {
    counting.innerJoin(enterprises, eq(enterprises.id, listingLedgers.enterpriseId));
    ids.innerJoin(enterprises, eq(enterprises.id, listingLedgers.enterpriseId));
  }
  if (q.grade) {
    counting.innerJoin(orgs, eq(orgs.id, enterprises.orgId));
    ids.innerJoin(orgs, eq(orgs.id, enterprises.orgId));
  }
  const [total] = await counting.where(where);
  const page = await ids
    .where(where)
    .orderBy(desc(listingLedgers.updatedAt), desc(listingLedgers.enterpriseId))
    .limit(limit)
    .offset(offset);
  const wanted = page.map((r) => r.id);
  const rows = wanted.length ? await selectHeads(db).where(inArray(enterprises.id, wanted)) : [];
  const position = new Map(wanted.map((id, i) => [id, i]));
  rows.sort((a, b) => position.get(a.enterpriseId)! - position.get(b.enterpriseId)!);
  return { total: total?.n ?? 0, rows };
}

/** The filtered ledgers in batches (keyset on the enterprise id), for an export. */
export async function* exportBatches(
  db: Database,
  scope: LedgerScope,
  q: Omit<LedgerListQuery, 'page' | 'size'>,
  today: string,
  batch = 500,
) {
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await selectHeads(db)
      .where(and(listConditions(scope, q, today), gt(enterprises.id, after)))
      .orderBy(asc(enterprises.id))
      .limit(batch);
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1]!.enterpriseId;
    if (rows.length < batch) return;
  }
}

/** Enterprises of the scope by credit code (the import's key), locked for the import. */
export async function findByCreditCodes(tx: Database, scope: LedgerScope, codes: string[]) {
  if (codes.length === 0) return [];
  const ids = await tx
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(and(inArray(enterprises.creditCode, codes), withinScope(scope)))
    .orderBy(asc(enterprises.id))
    .for('update');
  if (ids.length === 0) return [];
  return selectHeads(tx).where(
    inArray(
      enterprises.id,
      ids.map((r) => r.id),
    ),
  );
}

export type GradeList = Grade[];
