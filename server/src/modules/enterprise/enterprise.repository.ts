// SQL of enterprise records. Every read and write carries the caller's scope condition
// (enterprise.policy.ts); lists filter and page in SQL on indexed columns.
import type { EnterpriseListQuery, EnterpriseProfile } from '@portal/contract';
import { and, count, desc, eq, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { enterprises, industries, orgs, profileVersions, regions } from '../../db/schema/index.ts';
import { regionWithin } from '../../platform/access/region-scope.ts';
import { creditCodeTaken as registeredCreditCodeTaken } from '../../platform/orgs/orgs.repository.ts';
import { lockRecordOf as lockProfileRecordOf } from '../../platform/profile-versions/repository.ts';
import { containing } from '../../platform/sql/like.ts';
import { type EnterpriseScope, withinScope } from './enterprise.policy.ts';

const pending = alias(profileVersions, 'pending_version');
const current = alias(profileVersions, 'current_version');

export const summaryColumns = {
  id: enterprises.id,
  orgId: enterprises.orgId,
  name: enterprises.name,
  creditCode: enterprises.creditCode,
  regionCode: enterprises.regionCode,
  regionName: regions.name,
  industryCodePath: enterprises.industryCodePath,
  industryName: industries.name,
  strategicIndustryCode: enterprises.strategicIndustryCode,
  stage: enterprises.stage,
  targetBoard: enterprises.targetBoard,
  grades: orgs.grades,
  hasShortcut: orgs.hasShortcut,
  tags: enterprises.tags,
  currentVersionId: enterprises.currentVersionId,
  currentVersion: current.number,
  pendingStatus: pending.status,
  updatedAt: enterprises.updatedAt,
};

function selectSummary(db: Database) {
  return db
    .select(summaryColumns)
    .from(enterprises)
    .innerJoin(orgs, eq(orgs.id, enterprises.orgId))
    .leftJoin(regions, eq(regions.code, enterprises.regionCode))
    .leftJoin(industries, eq(industries.code, sql`split_part(${enterprises.industryCodePath}, '/', 2)`))
    .leftJoin(current, eq(current.id, enterprises.currentVersionId))
    .leftJoin(
      pending,
      and(
        eq(pending.subjectType, 'enterprise'),
        eq(pending.subjectId, enterprises.id),
        inArray(pending.status, ['DRAFT', 'SUBMITTED', 'REJECTED']),
      ),
    );
}
export type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummary>['execute']>>[number];

export async function findInScope(db: Database, scope: EnterpriseScope, id: string) {
  const [row] = await selectSummary(db).where(and(eq(enterprises.id, id), withinScope(scope)));
  return row;
}

export async function findByOrg(db: Database, orgId: string) {
  const [row] = await selectSummary(db).where(eq(enterprises.orgId, orgId));
  return row;
}

const prefix = (s: string) => `${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The list filters of issue 3 §3 as conditions; grade and green channel are on the org. */
export function listConditions(scope: EnterpriseScope, q: Partial<EnterpriseListQuery>): SQL[] {
  const c: SQL[] = [withinScope(scope)];
  if (q.name) c.push(sql`${enterprises.name} ilike ${containing(q.name)}`);
  if (q.creditCode) c.push(like(enterprises.creditCode, prefix(q.creditCode.toUpperCase())));
  if (q.regionCode) c.push(regionWithin(enterprises.regionCode, q.regionCode));
  if (q.industry)
    c.push(
      q.industry.length === 1
        ? like(enterprises.industryCodePath, `${q.industry}/%`)
        : eq(enterprises.industryCodePath, q.industry),
    );
  if (q.strategicIndustry)
    c.push(
      or(
        eq(enterprises.strategicIndustryCode, q.strategicIndustry),
        like(enterprises.strategicIndustryCode, prefix(`${q.strategicIndustry}.`)),
      )!,
    );
  if (q.grade) c.push(sql`${orgs.grades} @> array[${q.grade}]::text[]`);
  if (q.hasShortcut !== undefined) c.push(eq(orgs.hasShortcut, q.hasShortcut));
  if (q.stage) c.push(eq(enterprises.stage, q.stage));
  if (q.targetBoard) c.push(eq(enterprises.targetBoard, q.targetBoard));
  if (q.tag) c.push(sql`${enterprises.tags} @> array[${q.tag}]::text[]`);
  return c;
}

const needsOrg = (q: Partial<EnterpriseListQuery>) => q.grade !== undefined || q.hasShortcut !== undefined;

/**
 * One page of the filtered list. The page's ids come first from the enterprises table alone
 * (its indexes give the order), then only those rows get their names and review state: the
 * decorating joins never run over the whole scope.
 */
export async function listPage(
  db: Database,
  scope: EnterpriseScope,
  q: EnterpriseListQuery,
  limit: number,
  offset: number,
) {
  const where = and(...listConditions(scope, q));
  const counting = db.select({ n: count() }).from(enterprises);
  const ids = db.select({ id: enterprises.id }).from(enterprises);
  const withOrg = needsOrg(q);
  const [total] = await (withOrg
    ? counting.innerJoin(orgs, eq(orgs.id, enterprises.orgId)).where(where)
    : counting.where(where));
  const page = await (withOrg ? ids.innerJoin(orgs, eq(orgs.id, enterprises.orgId)) : ids)
    .where(where)
    .orderBy(desc(enterprises.updatedAt), desc(enterprises.id))
    .limit(limit)
    .offset(offset);
  const wanted = page.map((r) => r.id);
  const rows = wanted.length ? await selectSummary(db).where(inArray(enterprises.id, wanted)) : [];
  const position = new Map(wanted.map((id, i) => [id, i]));
  rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  return { total: total?.n ?? 0, rows };
}

export type EnterpriseHead = {
  name: string;
  creditCode: string;
  regionCode: string;
  industryCodePath: string | null;
  strategicIndustryCode: string | null;
  stage: EnterpriseProfile['listingPlan']['stage'] | null;
  targetBoard: EnterpriseProfile['listingPlan']['targetBoard'] | null;
};

export function headOf(data: EnterpriseProfile): EnterpriseHead {
  return {
    name: data.basic.name,
    creditCode: data.basic.creditCode,
    regionCode: data.basic.regionCode,
    industryCodePath: data.basic.industryCodePath,
    strategicIndustryCode: data.basic.strategicIndustryCode ?? null,
    stage: data.listingPlan.stage,
    targetBoard: data.listingPlan.targetBoard ?? null,
  };
}

/**
 * The listing stage and target board belong to the listing ledger (modules/ledger), which writes
 * them with every change of its own; the profile only shows them, so its writes leave them alone.
 */
const profileColumns = ({ stage: _stage, targetBoard: _board, ...rest }: EnterpriseHead) => rest;

export async function insertEnterprise(db: Database, orgId: string, head: EnterpriseHead, now: Date) {
  // A new record has no ledger yet: it starts in the reserve pool, with no board chosen.
  const [row] = await db
    .insert(enterprises)
    .values({
      orgId,
      ...profileColumns(head),
      stage: 'RESERVE',
      targetBoard: null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: enterprises.id });
  return row!.id;
}

/**
 * Before the first approval the record's columns follow the draft while it is the enterprise's
 * own (never submitted, or taken back), and the submitted version once it is in review.
 */
export async function updateUnapprovedHead(db: Database, id: string, head: EnterpriseHead, now: Date) {
  await db
    .update(enterprises)
    .set({ ...profileColumns(head), updatedAt: now })
    .where(and(eq(enterprises.id, id), sql`${enterprises.currentVersionId} is null`));
}

/** Makes an approved version current: the record's columns and its organisation follow. */
export async function applyApproved(
  db: Database,
  id: string,
  versionId: string,
  head: EnterpriseHead,
  now: Date,
) {
  const [row] = await db
    .update(enterprises)
    .set({ ...profileColumns(head), currentVersionId: versionId, updatedAt: now })
    .where(eq(enterprises.id, id))
    .returning({ orgId: enterprises.orgId });
  if (!row) return;
  await db
    .update(orgs)
    .set({ name: head.name, creditCode: head.creditCode, regionCode: head.regionCode, updatedAt: now })
    .where(eq(orgs.id, row.orgId));
}

/**
 * Whether another organisation, or another's enterprise or institution record (a draft included),
 * already uses the credit code: the tables registration checks.
 */
export const creditCodeTaken = (db: Database, code: string, own: { orgId: string }): Promise<boolean> =>
  registeredCreditCodeTaken(db, code, own.orgId);

/** Locks the organisation's record (or, before its first save, the organisation) for this transaction. */
export const lockRecordOf = (db: Database, orgId: string) => lockProfileRecordOf(db, 'enterprise', orgId);

/** Tags leave updated_at alone: they are the office's notes, not a change of the enterprise. */
export async function updateTags(db: Database, scope: EnterpriseScope, id: string, tags: string[]) {
  const rows = await db
    .update(enterprises)
    .set({ tags })
    .where(and(eq(enterprises.id, id), withinScope(scope)))
    .returning({ id: enterprises.id });
  return rows.length > 0;
}

export async function tagCounts(db: Database, scope: EnterpriseScope) {
  const tag = sql<string>`unnest(${enterprises.tags})`;
  const rows = await db
    .select({ tag, count: count() })
    .from(enterprises)
    .where(withinScope(scope))
    .groupBy(tag)
    .orderBy(desc(count()), tag);
  return rows;
}

/** What /company/create starts from: the organisation's own name, credit code and region. */
export async function orgPrefill(db: Database, orgId: string) {
  const [row] = await db
    .select({ name: orgs.name, creditCode: orgs.creditCode, regionCode: orgs.regionCode })
    .from(orgs)
    .where(eq(orgs.id, orgId));
  return row ?? { name: '', creditCode: null, regionCode: null };
}

/**
 * The stage and board the listing ledger has written on the record (a record not yet created:
 * the reserve pool, no board), which every saved profile version carries instead of the form's.
 */
export async function ledgerOwned(db: Database, orgId: string) {
  const [row] = await db
    .select({ stage: enterprises.stage, targetBoard: enterprises.targetBoard })
    .from(enterprises)
    .where(eq(enterprises.orgId, orgId));
  return {
    stage: row?.stage ?? 'RESERVE',
    ...(row?.targetBoard ? { targetBoard: row.targetBoard } : { targetBoard: undefined }),
  } as const;
}
