// SQL of the roadshows: events, their projects (financing needs), investors and scores.
import { and, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { orgs } from '../../db/schema/index.ts';
import { containing } from '../../platform/sql/like.ts';
import {
  financingNeeds,
  roadshowInvestors,
  roadshowProjects,
  roadshowScores,
  roadshows,
} from './financing.schema.ts';

const organiser = alias(orgs, 'organiser_org');
const projectCount = sql<number>`(select count(*)::int from ${roadshowProjects} p
  where p.roadshow_id = ${roadshows.id} and p.status = 'ACCEPTED')`;
const investorCount = sql<number>`(select count(*)::int from ${roadshowInvestors} i
  where i.roadshow_id = ${roadshows.id} and i.status = 'REGISTERED')`;

function selectRoadshows(db: Database) {
  return db
    .select({ r: roadshows, organiserName: organiser.name, projectCount, investorCount })
    .from(roadshows)
    .innerJoin(organiser, eq(organiser.id, roadshows.organiserOrgId));
}
export type RoadshowRow = Awaited<ReturnType<ReturnType<typeof selectRoadshows>['execute']>>[number];

export async function findRoadshow(db: Database, scope: SQL, id: string) {
  const [row] = await selectRoadshows(db).where(and(eq(roadshows.id, id), scope));
  return row;
}

export async function lockRoadshow(db: Database, scope: SQL, id: string) {
  const [row] = await db
    .select()
    .from(roadshows)
    .where(and(eq(roadshows.id, id), scope))
    .for('update');
  return row;
}

export async function listRoadshows(
  db: Database,
  scope: SQL,
  q: { when?: 'upcoming' | 'past'; keyword?: string },
  now: Date,
  limit: number,
  offset: number,
) {
  const c: SQL[] = [scope];
  if (q.when === 'upcoming') c.push(gte(roadshows.startsAt, now));
  if (q.when === 'past') c.push(lt(roadshows.startsAt, now));
  if (q.keyword) c.push(sql`${roadshows.theme} ilike ${containing(q.keyword)}`);
  const where = and(...c);
  const [total] = await db.select({ n: count() }).from(roadshows).where(where);
  const rows = await selectRoadshows(db)
    .where(where)
    .orderBy(desc(roadshows.startsAt), desc(roadshows.id))
    .limit(limit)
    .offset(offset);
  return { total: total?.n ?? 0, rows };
}

export type RoadshowValues = Omit<
  typeof roadshows.$inferInsert,
  'id' | 'organiserOrgId' | 'regionCode' | 'version' | 'createdAt' | 'updatedAt'
>;

export async function insertRoadshow(
  db: Database,
  organiser: { id: string; regionCode: string },
  values: RoadshowValues,
  now: Date,
) {
  const [row] = await db
    .insert(roadshows)
    .values({
      ...values,
      organiserOrgId: organiser.id,
      regionCode: organiser.regionCode,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: roadshows.id });
  return row!.id;
}

export async function updateRoadshow(
  db: Database,
  id: string,
  version: number,
  values: RoadshowValues,
  now: Date,
) {
  const [row] = await db
    .update(roadshows)
    .set({ ...values, version: sql`${roadshows.version} + 1`, updatedAt: now })
    .where(and(eq(roadshows.id, id), eq(roadshows.version, version)))
    .returning({ id: roadshows.id });
  return row;
}

const enterprise = alias(orgs, 'enterprise_org');

export function selectProjects(db: Database) {
  return db
    .select({
      p: roadshowProjects,
      theme: roadshows.theme,
      startsAt: roadshows.startsAt,
      needTitle: financingNeeds.title,
      enterpriseOrgId: financingNeeds.orgId,
      enterpriseName: enterprise.name,
    })
    .from(roadshowProjects)
    .innerJoin(roadshows, eq(roadshows.id, roadshowProjects.roadshowId))
    .innerJoin(financingNeeds, eq(financingNeeds.id, roadshowProjects.needId))
    .innerJoin(enterprise, eq(enterprise.id, financingNeeds.orgId));
}
export type ProjectRow = Awaited<ReturnType<ReturnType<typeof selectProjects>['execute']>>[number];

export const projectsOf = (db: Database, roadshowId: string) =>
  selectProjects(db)
    .where(eq(roadshowProjects.roadshowId, roadshowId))
    .orderBy(roadshowProjects.createdAt, roadshowProjects.id);

export async function enterpriseProjects(db: Database, orgId: string, limit: number, offset: number) {
  const where = eq(financingNeeds.orgId, orgId);
  const [total] = await db
    .select({ n: count() })
    .from(roadshowProjects)
    .innerJoin(financingNeeds, eq(financingNeeds.id, roadshowProjects.needId))
    .where(where);
  const rows = await selectProjects(db)
    .where(where)
    .orderBy(desc(roadshows.startsAt), desc(roadshowProjects.id))
    .limit(limit)
    .offset(offset);
  return { total: total?.n ?? 0, rows };
}

export async function scoresOf(db: Database, projectIds: string[]) {
  if (projectIds.length === 0) return [];
  return db
    .select({ s: roadshowScores, investorName: orgs.name })
    .from(roadshowScores)
    .innerJoin(orgs, eq(orgs.id, roadshowScores.investorOrgId))
    .where(inArray(roadshowScores.projectId, projectIds))
    .orderBy(desc(roadshowScores.score), orgs.name);
}

export async function attendeesOf(db: Database, roadshowId: string) {
  return db
    .select({ orgId: roadshowInvestors.orgId, name: orgs.name, status: roadshowInvestors.status })
    .from(roadshowInvestors)
    .innerJoin(orgs, eq(orgs.id, roadshowInvestors.orgId))
    .where(eq(roadshowInvestors.roadshowId, roadshowId))
    .orderBy(orgs.name);
}

export async function insertProject(
  db: Database,
  values: { roadshowId: string; needId: string; status: 'APPLIED' | 'ACCEPTED'; invited: boolean },
  now: Date,
) {
  await db.insert(roadshowProjects).values({ ...values, createdAt: now });
}

export async function setProjectStatus(
  db: Database,
  roadshowId: string,
  projectId: string,
  status: 'ACCEPTED' | 'DECLINED',
) {
  const [row] = await db
    .update(roadshowProjects)
    .set({ status })
    .where(and(eq(roadshowProjects.id, projectId), eq(roadshowProjects.roadshowId, roadshowId)))
    .returning({ needId: roadshowProjects.needId });
  return row;
}

export async function findAttendee(db: Database, roadshowId: string, orgId: string) {
  const [row] = await db
    .select()
    .from(roadshowInvestors)
    .where(and(eq(roadshowInvestors.roadshowId, roadshowId), eq(roadshowInvestors.orgId, orgId)));
  return row;
}

export async function upsertAttendee(
  db: Database,
  roadshowId: string,
  orgId: string,
  status: 'INVITED' | 'REGISTERED',
  now: Date,
) {
  await db
    .insert(roadshowInvestors)
    .values({ roadshowId, orgId, status, createdAt: now })
    .onConflictDoUpdate({ target: [roadshowInvestors.roadshowId, roadshowInvestors.orgId], set: { status } });
}

export async function acceptedProjectIds(db: Database, roadshowId: string) {
  const rows = await db
    .select({ id: roadshowProjects.id })
    .from(roadshowProjects)
    .where(and(eq(roadshowProjects.roadshowId, roadshowId), eq(roadshowProjects.status, 'ACCEPTED')));
  return new Set(rows.map((r) => r.id));
}

export async function upsertScores(
  db: Database,
  investorOrgId: string,
  scores: { projectId: string; score: number; interested: boolean; comment: string }[],
  now: Date,
) {
  for (const s of scores)
    await db
      .insert(roadshowScores)
      .values({ ...s, investorOrgId, at: now })
      .onConflictDoUpdate({
        target: [roadshowScores.projectId, roadshowScores.investorOrgId],
        set: { score: s.score, interested: s.interested, comment: s.comment, at: now },
      });
}
