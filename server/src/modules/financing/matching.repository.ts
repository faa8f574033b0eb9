// SQL of matching: the score of a need against a preference profile, computed in the query so a
// ranked page is ordered and cut in SQL; the pairs (financing_matches) and their steps.
import type { FinancingStage, MatchCriterion } from '@portal/contract/financing';
import { MATCH_CRITERIA, MATCH_STAGES } from '@portal/contract/financing';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { orgs } from '../../db/schema/index.ts';
import { regionPrefix, regionWithin } from '../../platform/access/region-scope.ts';
import { containing } from '../../platform/sql/like.ts';
import {
  financingMatches,
  financingMatchSteps,
  financingNeeds,
  financingPreferences,
  roadshows,
} from './financing.schema.ts';

type Criteria = Record<MatchCriterion, SQL>;

/** The score out of 100 and each criterion's verdict, as selectable columns. */
function scored(c: Criteria) {
  const points = (Object.keys(MATCH_CRITERIA) as MatchCriterion[]).map(
    (k) => sql`(case when ${c[k]} then ${sql.raw(String(MATCH_CRITERIA[k]))} else 0 end)`,
  );
  return {
    score: sql<number>`(${sql.join(points, sql` + `)})::int`,
    industryMatched: sql<boolean>`coalesce(${c.industry}, false)`,
    stageMatched: sql<boolean>`coalesce(${c.stage}, false)`,
    regionMatched: sql<boolean>`coalesce(${c.region}, false)`,
    amountMatched: sql<boolean>`coalesce(${c.amount}, false)`,
  };
}

export type Preferences = {
  industries: string[];
  stages: FinancingStage[];
  regionCodes: string[];
  minAmount: number | null;
  maxAmount: number | null;
};

/** An empty list in a profile means "any": the criterion holds. */
function needCriteria(p: Preferences): Criteria {
  const any = (list: readonly unknown[], test: () => SQL) => (list.length === 0 ? sql`true` : test());
  return {
    industry: any(p.industries, () =>
      inArray(sql`split_part(${financingNeeds.industry}, '/', 1)`, p.industries),
    ),
    stage: any(p.stages, () => inArray(financingNeeds.stage, p.stages)),
    region: any(
      p.regionCodes,
      () =>
        sql`(${sql.join(
          p.regionCodes.map((code) => sql`${financingNeeds.regionCode} like ${`${regionPrefix(code)}%`}`),
          sql` or `,
        )})`,
    ),
    amount: sql`(${p.minAmount === null ? sql`true` : sql`${financingNeeds.amount} >= ${p.minAmount}`}
      and ${p.maxAmount === null ? sql`true` : sql`${financingNeeds.amount} <= ${p.maxAmount}`})`,
  };
}

/** SQL: the need meets every criterion of the profile (its score is 100). */
export function meetsAll(p: Preferences): SQL {
  const c = needCriteria(p);
  return and(c.industry, c.stage, c.region, c.amount)!;
}

/** Needs (a page of ids, then their rows) ranked for one preference profile. */
export async function rankNeeds(
  db: Database,
  prefs: Preferences,
  investorOrgId: string,
  where: SQL,
  limit: number,
  offset: number,
) {
  const s = scored(needCriteria(prefs));
  const [total] = await db
    .select({ n: count() })
    .from(financingNeeds)
    .innerJoin(orgs, eq(orgs.id, financingNeeds.orgId))
    .where(where);
  const page = await db
    .select({ id: financingNeeds.id, ...s })
    .from(financingNeeds)
    .innerJoin(orgs, eq(orgs.id, financingNeeds.orgId))
    .where(where)
    .orderBy(desc(s.score), desc(financingNeeds.publishedAt), desc(financingNeeds.id))
    .limit(limit)
    .offset(offset);
  const pairs = page.length
    ? await db
        .select({ needId: financingMatches.needId, id: financingMatches.id })
        .from(financingMatches)
        .where(
          and(
            eq(financingMatches.investorOrgId, investorOrgId),
            inArray(
              financingMatches.needId,
              page.map((r) => r.id),
            ),
          ),
        )
    : [];
  return { total: total?.n ?? 0, page, pairs: new Map(pairs.map((p) => [p.needId, p.id])) };
}

/** The criteria of one need against every profile's columns. */
function profileCriteria(need: {
  industry: string;
  stage: string;
  regionCode: string;
  amount: number;
}): Criteria {
  const p = financingPreferences;
  const section = need.industry.split('/')[0]!;
  return {
    industry: sql`(cardinality(${p.industries}) = 0 or ${section} = any(${p.industries}))`,
    stage: sql`(cardinality(${p.stages}) = 0 or ${need.stage} = any(${p.stages}))`,
    region: sql`(cardinality(${p.regionCodes}) = 0 or exists (select 1 from unnest(${p.regionCodes}) r(code)
      where ${need.regionCode} like regexp_replace(r.code, '(00){1,2}$', '') || '%'))`,
    amount: sql`((${p.minAmount} is null or ${p.minAmount} <= ${need.amount})
      and (${p.maxAmount} is null or ${p.maxAmount} >= ${need.amount}))`,
  };
}

/** Investors and banks with a profile, ranked for one need; only types the need is visible to. */
export async function rankInvestors(
  db: Database,
  need: { id: string; industry: string; stage: string; regionCode: string; amount: number },
  types: readonly string[],
  limit: number,
  offset: number,
) {
  const s = scored(profileCriteria(need));
  const where = and(inArray(orgs.type, types as ('INVESTMENT' | 'MONETARY')[]), eq(orgs.status, 'ACTIVE'));
  const [total] = await db
    .select({ n: count() })
    .from(financingPreferences)
    .innerJoin(orgs, eq(orgs.id, financingPreferences.orgId))
    .where(where);
  const rows = await db
    .select({
      p: financingPreferences,
      orgName: orgs.name,
      orgType: orgs.type,
      matchId: financingMatches.id,
      ...s,
    })
    .from(financingPreferences)
    .innerJoin(orgs, eq(orgs.id, financingPreferences.orgId))
    .leftJoin(
      financingMatches,
      and(
        eq(financingMatches.needId, need.id),
        eq(financingMatches.investorOrgId, financingPreferences.orgId),
      ),
    )
    .where(where)
    .orderBy(desc(s.score), orgs.name)
    .limit(limit)
    .offset(offset);
  return { total: total?.n ?? 0, rows };
}

const investor = alias(orgs, 'investor_org');

export function selectMatches(db: Database) {
  return db
    .select({
      m: financingMatches,
      needTitle: financingNeeds.title,
      enterpriseOrgId: financingNeeds.orgId,
      enterpriseName: orgs.name,
      investorName: investor.name,
    })
    .from(financingMatches)
    .innerJoin(financingNeeds, eq(financingNeeds.id, financingMatches.needId))
    .innerJoin(orgs, eq(orgs.id, financingNeeds.orgId))
    .innerJoin(investor, eq(investor.id, financingMatches.investorOrgId));
}
export type MatchRow = Awaited<ReturnType<ReturnType<typeof selectMatches>['execute']>>[number];

export async function findMatch(db: Database, scope: SQL, id: string) {
  const [row] = await selectMatches(db).where(and(eq(financingMatches.id, id), scope));
  return row;
}

/** The pairs under `where` counted per stage. */
export async function pairsByStage(db: Database, where: SQL) {
  return db
    .select({ stage: financingMatches.stage, n: count() })
    .from(financingMatches)
    .innerJoin(financingNeeds, eq(financingNeeds.id, financingMatches.needId))
    .where(where)
    .groupBy(financingMatches.stage);
}

export async function listMatches(db: Database, where: SQL, limit: number, offset: number) {
  const [total] = await db
    .select({ n: count() })
    .from(financingMatches)
    .innerJoin(financingNeeds, eq(financingNeeds.id, financingMatches.needId))
    .where(where);
  const rows = await selectMatches(db)
    .where(where)
    .orderBy(desc(financingMatches.updatedAt), desc(financingMatches.id))
    .limit(limit)
    .offset(offset);
  return { total: total?.n ?? 0, rows };
}

export async function insertMatch(
  db: Database,
  values: { needId: string; investorOrgId: string; initiatedBy: 'ENTERPRISE' | 'INVESTOR' },
  now: Date,
) {
  const [row] = await db
    .insert(financingMatches)
    .values({ ...values, stage: 'INTEREST', createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function moveMatch(db: Database, id: string, version: number, stage: string, now: Date) {
  const [row] = await db
    .update(financingMatches)
    .set({ stage: stage as 'MEETING', version: sql`${financingMatches.version} + 1`, updatedAt: now })
    .where(and(eq(financingMatches.id, id), eq(financingMatches.version, version)))
    .returning();
  return row;
}

export async function insertStep(
  db: Database,
  step: { matchId: string; stage: string; note: string; orgId: string; userId: string },
  at: Date,
) {
  await db.insert(financingMatchSteps).values({ ...step, stage: step.stage as 'INTEREST', at });
}

export async function listSteps(db: Database, matchId: string) {
  return (
    db
      .select({ s: financingMatchSteps, orgName: orgs.name })
      .from(financingMatchSteps)
      .innerJoin(orgs, eq(orgs.id, financingMatchSteps.orgId))
      .where(eq(financingMatchSteps.matchId, matchId))
      // Steps only move forward, so within one instant the stage's place orders them.
      .orderBy(
        financingMatchSteps.at,
        sql`array_position(array[${sql.join(
          MATCH_STAGES.map((s) => sql`${s}`),
          sql`, `,
        )}]::text[], ${financingMatchSteps.stage})`,
      )
  );
}

/** The office's statistics: needs by status and amount, pairs by stage, in its region. */
export async function statistics(db: Database, needsInScope: SQL) {
  const byStatus = await db
    .select({
      status: financingNeeds.status,
      n: count(),
      amount: sql<number>`coalesce(sum(${financingNeeds.amount}), 0)::float`,
    })
    .from(financingNeeds)
    .where(needsInScope)
    .groupBy(financingNeeds.status);
  const byStage = await db
    .select({ stage: financingMatches.stage, n: count() })
    .from(financingMatches)
    .innerJoin(financingNeeds, eq(financingNeeds.id, financingMatches.needId))
    .where(needsInScope)
    .groupBy(financingMatches.stage);
  const [financiers] = await db.select({ n: count() }).from(financingPreferences);
  return { byStatus, byStage, financiers: financiers?.n ?? 0 };
}

export async function roadshowCount(db: Database, scope: string | null) {
  const [row] = await db
    .select({ n: count() })
    .from(roadshows)
    .where(regionWithin(roadshows.regionCode, scope));
  return row?.n ?? 0;
}

/** Investors and banks by name, for an office's invitations. */
export async function financierOptions(db: Database, types: readonly string[], keyword: string | undefined) {
  return db
    .select({ id: orgs.id, name: orgs.name, type: orgs.type })
    .from(orgs)
    .where(
      and(
        inArray(orgs.type, types as 'INVESTMENT'[]),
        eq(orgs.status, 'ACTIVE'),
        keyword ? sql`${orgs.name} ilike ${containing(keyword)}` : undefined,
      ),
    )
    .orderBy(orgs.name)
    .limit(50);
}
