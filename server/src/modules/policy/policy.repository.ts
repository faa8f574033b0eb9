// SQL of policy matching. Conditions on region, industry, grade and stage are SQL over the indexed
// enterprise columns; the size band (employees, revenue) lives in the profile's JSON and is read
// for the candidates only. Records carry the enterprise's region, so an office's list is a prefix.
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { articles, enterprises, orgs, profileVersions } from '../../db/schema/index.ts';
import { type RegionScope, regionWithin } from '../../platform/access/region-scope.ts';
import { dayStart, nextDayStart } from '../../platform/china-time.ts';
import { containing } from '../../platform/sql/like.ts';
import { supportPolicies as policies, policyRecords as records } from './policy.schema.ts';

export type PolicyRow = typeof policies.$inferSelect;
export type NewPolicy = typeof policies.$inferInsert;

export type RecordFilter = {
  policy?: string;
  enterprise?: string;
  regionCode?: string;
  read?: 'yes' | 'no';
  applied?: 'yes' | 'no';
  from?: string;
  to?: string;
};

const policyColumns = {
  policy: policies,
  articleTitle: articles.title,
  ownerOrgName: orgs.name,
};

export async function listPolicies(db: Database, keyword: string | undefined, limit: number, offset: number) {
  const where = keyword ? ilike(policies.title, containing(keyword)) : undefined;
  const [total] = await db.select({ n: count() }).from(policies).where(where);
  const rows = await db
    .select(policyColumns)
    .from(policies)
    .leftJoin(articles, eq(articles.id, policies.articleId))
    .innerJoin(orgs, eq(orgs.id, policies.ownerOrgId))
    .where(where)
    .orderBy(desc(policies.updatedAt), asc(policies.id))
    .limit(limit)
    .offset(offset);
  return { total: total?.n ?? 0, rows };
}

export async function findPolicy(db: Database, id: string) {
  const [row] = await db
    .select({ ...policyColumns, ownerRegion: orgs.regionCode })
    .from(policies)
    .leftJoin(articles, eq(articles.id, policies.articleId))
    .innerJoin(orgs, eq(orgs.id, policies.ownerOrgId))
    .where(eq(policies.id, id));
  return row ?? null;
}

export async function isPolicyArticle(db: Database, id: string) {
  const [row] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.id, id), eq(articles.category, 'POLICY')));
  return Boolean(row);
}

export async function insertPolicy(db: Database, values: NewPolicy) {
  const [row] = await db.insert(policies).values(values).returning();
  return row!;
}

export async function updatePolicy(db: Database, id: string, version: number, values: Partial<NewPolicy>) {
  const [row] = await db
    .update(policies)
    .set({ ...values, version: sql`${policies.version} + 1` })
    .where(and(eq(policies.id, id), eq(policies.version, version)))
    .returning();
  return row ?? null;
}

/** How many enterprises of the scope were told of each policy. */
export async function toldCounts(db: Database, ids: readonly string[], scope: RegionScope) {
  if (ids.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ policyId: records.policyId, n: count() })
    .from(records)
    .where(and(inArray(records.policyId, [...ids]), regionWithin(records.regionCode, scope)))
    .groupBy(records.policyId);
  return new Map(rows.map((r) => [r.policyId, r.n]));
}

/** Enterprises of the scope meeting the policy's region, industry, grade and stage conditions. */
export async function candidates(db: Database, p: PolicyRow, scope: RegionScope) {
  const c: SQL[] = [regionWithin(enterprises.regionCode, scope)];
  if (p.regionCodes.length > 0)
    c.push(or(...p.regionCodes.map((r) => regionWithin(enterprises.regionCode, r)))!);
  if (p.industryCodes.length > 0)
    c.push(or(...p.industryCodes.map((i) => sql`${enterprises.industryCodePath} like ${`${i}%`}`))!);
  if (p.grades.length > 0) c.push(sql`${orgs.grades} && ${sql.param(p.grades)}::text[]`);
  if (p.stages.length > 0) c.push(inArray(enterprises.stage, p.stages));
  return db
    .select({
      id: enterprises.id,
      orgId: enterprises.orgId,
      name: enterprises.name,
      regionCode: enterprises.regionCode,
      stage: enterprises.stage,
      grades: orgs.grades,
      data: profileVersions.data,
      toldAt: records.toldAt,
    })
    .from(enterprises)
    .innerJoin(orgs, eq(orgs.id, enterprises.orgId))
    .leftJoin(profileVersions, eq(profileVersions.id, enterprises.currentVersionId))
    .leftJoin(records, and(eq(records.enterpriseId, enterprises.id), eq(records.policyId, p.id)))
    .where(and(...c))
    .orderBy(asc(enterprises.name), asc(enterprises.id));
}

/** New records; an enterprise already told keeps its first one (returns the ones added). */
export async function insertRecords(db: Database, rows: (typeof records.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return db
    .insert(records)
    .values(rows)
    .onConflictDoNothing({ target: [records.policyId, records.enterpriseId] })
    .returning({ enterpriseId: records.enterpriseId });
}

function recordWhere(scope: RegionScope, f: RecordFilter): SQL {
  const c: SQL[] = [regionWithin(records.regionCode, scope)];
  if (f.regionCode) c.push(regionWithin(records.regionCode, f.regionCode));
  if (f.policy) c.push(ilike(policies.title, containing(f.policy)));
  if (f.enterprise) c.push(ilike(enterprises.name, containing(f.enterprise)));
  if (f.read) c.push(f.read === 'yes' ? isNotNull(records.readAt) : isNull(records.readAt));
  if (f.applied) c.push(f.applied === 'yes' ? isNotNull(records.appliedAt) : isNull(records.appliedAt));
  if (f.from) c.push(sql`${records.toldAt} >= ${dayStart(f.from)}`);
  if (f.to) c.push(lt(records.toldAt, nextDayStart(f.to)));
  return and(...c)!;
}

const recordColumns = {
  id: records.id,
  policyId: records.policyId,
  policyTitle: policies.title,
  enterpriseId: records.enterpriseId,
  enterpriseName: enterprises.name,
  regionCode: records.regionCode,
  toldAt: records.toldAt,
  toldByOrgName: orgs.name,
  readAt: records.readAt,
  appliedAt: records.appliedAt,
};
export type RecordRow = {
  id: string;
  policyId: string;
  policyTitle: string;
  enterpriseId: string;
  enterpriseName: string;
  regionCode: string;
  toldAt: Date;
  toldByOrgName: string;
  readAt: Date | null;
  appliedAt: Date | null;
};

const recordsJoined = (db: Database) =>
  db
    .select(recordColumns)
    .from(records)
    .innerJoin(policies, eq(policies.id, records.policyId))
    .innerJoin(enterprises, eq(enterprises.id, records.enterpriseId))
    .innerJoin(orgs, eq(orgs.id, records.toldByOrg));

export async function listRecords(
  db: Database,
  scope: RegionScope,
  f: RecordFilter,
  limit: number,
  offset: number,
) {
  const where = recordWhere(scope, f);
  const [total] = await db
    .select({ n: count() })
    .from(records)
    .innerJoin(policies, eq(policies.id, records.policyId))
    .innerJoin(enterprises, eq(enterprises.id, records.enterpriseId))
    .where(where);
  const rows: RecordRow[] = await recordsJoined(db)
    .where(where)
    .orderBy(desc(records.toldAt), asc(records.id))
    .limit(limit)
    .offset(offset);
  return { total: total?.n ?? 0, rows };
}

/** The export's rows in batches, newest first (keyset paging: flat memory whatever the count). */
export async function* recordBatches(db: Database, scope: RegionScope, f: RecordFilter, size = 500) {
  let after: { at: Date; id: string } | null = null;
  for (;;) {
    const page: RecordRow[] = await recordsJoined(db)
      .where(
        and(
          recordWhere(scope, f),
          after
            ? or(lt(records.toldAt, after.at), and(eq(records.toldAt, after.at), gt(records.id, after.id)))
            : undefined,
        ),
      )
      .orderBy(desc(records.toldAt), asc(records.id))
      .limit(size);
    if (page.length === 0) return;
    yield page;
    const last = page[page.length - 1]!;
    after = { at: last.toldAt, id: last.id };
  }
}

export async function enterpriseOfOrg(db: Database, orgId: string) {
  const [row] = await db.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.orgId, orgId));
  return row?.id ?? null;
}

const mineColumns = {
  policyId: policies.id,
  title: policies.title,
  summary: policies.summary,
  articleId: policies.articleId,
  articleTitle: articles.title,
  toldAt: records.toldAt,
  readAt: records.readAt,
  appliedAt: records.appliedAt,
};

export async function listMine(db: Database, enterpriseId: string, limit: number, offset: number) {
  const where = eq(records.enterpriseId, enterpriseId);
  const [total] = await db.select({ n: count() }).from(records).where(where);
  const rows = await db
    .select(mineColumns)
    .from(records)
    .innerJoin(policies, eq(policies.id, records.policyId))
    .leftJoin(articles, eq(articles.id, policies.articleId))
    .where(where)
    .orderBy(desc(records.toldAt), asc(records.id))
    .limit(limit)
    .offset(offset);
  return { total: total?.n ?? 0, rows };
}

export async function findMine(db: Database, enterpriseId: string, policyId: string) {
  const [row] = await db
    .select({ ...mineColumns, recordId: records.id })
    .from(records)
    .innerJoin(policies, eq(policies.id, records.policyId))
    .leftJoin(articles, eq(articles.id, policies.articleId))
    .where(and(eq(records.enterpriseId, enterpriseId), eq(records.policyId, policyId)));
  return row ?? null;
}

export async function markRecord(
  db: Database,
  recordId: string,
  values: { readAt?: Date; appliedAt?: Date },
) {
  await db.update(records).set(values).where(eq(records.id, recordId));
}

export async function orgsOfEnterprises(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ orgId: enterprises.orgId })
    .from(enterprises)
    .where(inArray(enterprises.id, [...ids]));
  return rows.map((r) => r.orgId);
}

/** The enterprise as the policies' conditions read it: region, industry, grades, stage, profile. */
export async function enterpriseForFit(db: Database, enterpriseId: string) {
  const [row] = await db
    .select({
      regionCode: enterprises.regionCode,
      industryCodePath: enterprises.industryCodePath,
      stage: enterprises.stage,
      grades: orgs.grades,
      data: profileVersions.data,
    })
    .from(enterprises)
    .innerJoin(orgs, eq(orgs.id, enterprises.orgId))
    .leftJoin(profileVersions, eq(profileVersions.id, enterprises.currentVersionId))
    .where(eq(enterprises.id, enterpriseId));
  return row ?? null;
}

/**
 * Every policy with what was told of it to this enterprise (null: not told). The province keeps
 * tens or hundreds of policies, not thousands, so the fitting ones are chosen in the service.
 */
export async function policiesFor(db: Database, enterpriseId: string) {
  return db
    .select({ ...mineColumns, policy: policies })
    .from(policies)
    .leftJoin(articles, eq(articles.id, policies.articleId))
    .leftJoin(records, and(eq(records.policyId, policies.id), eq(records.enterpriseId, enterpriseId)))
    .orderBy(desc(policies.updatedAt), asc(policies.id));
}
