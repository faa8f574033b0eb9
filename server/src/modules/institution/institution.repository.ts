// SQL of institution records. The library is province-wide: every signed-in user reads approved
// entries; an institution writes only its own record (found by its organisation).
import type {
  DirectoryQuery,
  InstitutionGroup,
  InstitutionListQuery,
  InstitutionProfile,
  OrgType,
} from '@portal/contract';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { institutions, orgs, profileVersions, regions } from '../../db/schema/index.ts';
import { regionWithin } from '../../platform/access/region-scope.ts';
import { creditCodeTaken as registeredCreditCodeTaken } from '../../platform/orgs/orgs.repository.ts';
import { lockRecordOf as lockProfileRecordOf } from '../../platform/profile-versions/repository.ts';
import { containing } from '../../platform/sql/like.ts';

const pending = alias(profileVersions, 'pending_version');
const current = alias(profileVersions, 'current_version');

function selectSummary(db: Database) {
  return db
    .select({
      i: institutions,
      regionName: regions.name,
      currentVersion: current.number,
      currentData: current.data,
      pendingStatus: pending.status,
    })
    .from(institutions)
    .leftJoin(regions, eq(regions.code, institutions.regionCode))
    .leftJoin(current, eq(current.id, institutions.currentVersionId))
    .leftJoin(
      pending,
      and(
        eq(pending.subjectType, 'institution'),
        eq(pending.subjectId, institutions.id),
        inArray(pending.status, ['DRAFT', 'SUBMITTED', 'REJECTED']),
      ),
    );
}
export type InstitutionRow = Awaited<ReturnType<ReturnType<typeof selectSummary>['execute']>>[number];

export async function findByOrg(db: Database, orgId: string) {
  const [row] = await selectSummary(db).where(eq(institutions.orgId, orgId));
  return row;
}

export async function findById(db: Database, id: string) {
  const [row] = await selectSummary(db).where(eq(institutions.id, id));
  return row;
}

async function paged(
  db: Database,
  conditions: SQL[],
  limit: number,
  offset: number,
  order: 'name' | 'updated',
) {
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(institutions).where(where);
  const rows = await selectSummary(db)
    .where(where)
    .orderBy(
      ...(order === 'name' ? [asc(institutions.name)] : [desc(institutions.updatedAt)]),
      asc(institutions.id),
    )
    .limit(limit)
    .offset(offset);
  return { total: total?.n ?? 0, rows };
}

const keywordOf = (k: string) =>
  sql`(${institutions.name} ilike ${containing(k)} or ${institutions.introduction} ilike ${containing(k)})`;

/** The directory: approved entries only, filtered by what people look for. */
export function directory(db: Database, q: DirectoryQuery, limit: number, offset: number) {
  const c: SQL[] = [isNotNull(institutions.currentVersionId)];
  if (q.group) c.push(eq(institutions.group, q.group));
  if (q.type) c.push(eq(institutions.type, q.type));
  if (q.keyword) c.push(keywordOf(q.keyword));
  if (q.regionCode) c.push(regionWithin(institutions.regionCode, q.regionCode));
  if (q.service) c.push(sql`${institutions.services} @> array[${q.service}]::text[]`);
  if (q.industry) c.push(sql`${institutions.preferredIndustries} @> array[${q.industry}]::text[]`);
  if (q.stage) c.push(sql`${institutions.preferredStages} @> array[${q.stage}]::text[]`);
  return paged(db, c, limit, offset, 'name');
}

/** A version submitted and not yet decided: the list's `status=pending` and the home card's count. */
const inReview = sql`exists (select 1 from ${profileVersions} v where v.subject_type = 'institution'
  and v.subject_id = ${institutions.id} and v.status = 'SUBMITTED')`;

/** The government's management list: every record, whatever its review state. */
export function managementList(db: Database, q: InstitutionListQuery, limit: number, offset: number) {
  const c: SQL[] = [];
  if (q.groups?.length) c.push(inArray(institutions.group, q.groups));
  if (q.type) c.push(eq(institutions.type, q.type));
  if (q.keyword) c.push(keywordOf(q.keyword));
  if (q.status === 'approved') c.push(isNotNull(institutions.currentVersionId));
  if (q.status === 'none') c.push(isNull(institutions.currentVersionId));
  if (q.status === 'pending') c.push(inReview);
  return paged(db, c, limit, offset, 'updated');
}

/** Institutions in review per group, in one query (groups with none are left out). */
export async function countInReview(db: Database): Promise<Map<InstitutionGroup, number>> {
  const rows = await db
    .select({ group: institutions.group, n: count() })
    .from(institutions)
    .where(inReview)
    .groupBy(institutions.group);
  return new Map(rows.map((r) => [r.group as InstitutionGroup, Number(r.n)]));
}

/** Approved library entries among the ids (for an enterprise's engaged institutions). */
export async function libraryOptions(db: Database, type: OrgType, keyword: string | undefined) {
  const c: SQL[] = [eq(institutions.type, type), isNotNull(institutions.currentVersionId)];
  if (keyword) c.push(sql`${institutions.name} ilike ${containing(keyword)}`);
  return db
    .select({ id: institutions.id, name: institutions.name, type: institutions.type })
    .from(institutions)
    .where(and(...c))
    .orderBy(asc(institutions.name))
    .limit(50);
}

export type InstitutionHead = {
  name: string;
  creditCode: string;
  regionCode: string;
  introduction: string;
  services: string[];
  preferredIndustries: string[];
  preferredStages: string[];
};

export function headOf(data: InstitutionProfile): InstitutionHead {
  return {
    name: data.basic.name,
    creditCode: data.basic.creditCode,
    regionCode: data.basic.regionCode,
    introduction: data.basic.introduction,
    services: data.basic.services,
    preferredIndustries: data.specific.preferredIndustries ?? [],
    preferredStages: data.specific.preferredStages ?? [],
  };
}

export async function insertInstitution(
  db: Database,
  org: { id: string; type: OrgType; group: InstitutionGroup },
  head: InstitutionHead,
  now: Date,
) {
  const [row] = await db
    .insert(institutions)
    .values({ orgId: org.id, type: org.type, group: org.group, ...head, createdAt: now, updatedAt: now })
    .returning({ id: institutions.id });
  return row!.id;
}

export async function updateUnapprovedHead(db: Database, id: string, head: InstitutionHead, now: Date) {
  await db
    .update(institutions)
    .set({ ...head, updatedAt: now })
    .where(and(eq(institutions.id, id), isNull(institutions.currentVersionId)));
}

export async function applyApproved(
  db: Database,
  id: string,
  versionId: string,
  head: InstitutionHead,
  now: Date,
) {
  const [row] = await db
    .update(institutions)
    .set({ ...head, currentVersionId: versionId, updatedAt: now })
    .where(eq(institutions.id, id))
    .returning({ orgId: institutions.orgId });
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
export const creditCodeTaken = (db: Database, code: string, ownOrgId: string): Promise<boolean> =>
  registeredCreditCodeTaken(db, code, ownOrgId);

/** Locks the organisation's record (or, before its first save, the organisation) for this transaction. */
export const lockRecordOf = (db: Database, orgId: string) => lockProfileRecordOf(db, 'institution', orgId);

export async function orgPrefill(db: Database, orgId: string) {
  const [row] = await db
    .select({ type: orgs.type, name: orgs.name, creditCode: orgs.creditCode, regionCode: orgs.regionCode })
    .from(orgs)
    .where(eq(orgs.id, orgId));
  return row!;
}
