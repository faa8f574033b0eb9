// SQL of grade changes: the organisation's grades and green-channel flag change, and a history row
// records from what to what, why and by whom. The enterprise is found through the writer's scope.
import type { Grade } from '@portal/contract';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { enterpriseGradeChanges, enterprises, orgs, users } from '../../db/schema/index.ts';
import { type EnterpriseScope, withinScope } from './enterprise.policy.ts';

const actorOrg = alias(orgs, 'actor_org');

/** The enterprise's organisation, locked for the change, if the scope reaches it. */
export async function lockGrades(db: Database, scope: EnterpriseScope, enterpriseId: string) {
  const [row] = await db
    .select({
      orgId: orgs.id,
      name: enterprises.name,
      grades: orgs.grades,
      hasShortcut: orgs.hasShortcut,
    })
    .from(enterprises)
    .innerJoin(orgs, eq(orgs.id, enterprises.orgId))
    .where(and(eq(enterprises.id, enterpriseId), withinScope(scope)))
    .for('update', { of: orgs });
  return row;
}

export async function setGrades(
  db: Database,
  orgId: string,
  grades: Grade[],
  hasShortcut: boolean,
  now: Date,
) {
  await db.update(orgs).set({ grades, hasShortcut, updatedAt: now }).where(eq(orgs.id, orgId));
}

export async function insertChange(db: Database, values: typeof enterpriseGradeChanges.$inferInsert) {
  const [row] = await db
    .insert(enterpriseGradeChanges)
    .values(values)
    .returning({ id: enterpriseGradeChanges.id });
  return row!.id;
}

/** Grade changes of one enterprise, or of every enterprise in scope, newest first. */
export async function listChanges(
  db: Database,
  scope: EnterpriseScope,
  enterpriseId: string | undefined,
  limit: number,
  offset: number,
) {
  const conditions: SQL[] = [withinScope(scope)];
  if (enterpriseId) conditions.push(eq(enterpriseGradeChanges.enterpriseId, enterpriseId));
  const where = and(...conditions);
  const [total] = await db
    .select({ n: count() })
    .from(enterpriseGradeChanges)
    .innerJoin(enterprises, eq(enterprises.id, enterpriseGradeChanges.enterpriseId))
    .where(where);
  const rows = await db
    .select({
      change: enterpriseGradeChanges,
      enterpriseName: enterprises.name,
      actorName: users.name,
      actorOrgName: actorOrg.name,
    })
    .from(enterpriseGradeChanges)
    .innerJoin(enterprises, eq(enterprises.id, enterpriseGradeChanges.enterpriseId))
    .leftJoin(users, eq(users.id, enterpriseGradeChanges.actorUserId))
    .leftJoin(actorOrg, eq(actorOrg.id, enterpriseGradeChanges.actorOrgId))
    .where(where)
    .orderBy(desc(enterpriseGradeChanges.at), desc(enterpriseGradeChanges.id))
    .limit(limit)
    .offset(offset);
  return { total: total?.n ?? 0, rows };
}

/** The enterprise's active users, who get the grade-change notice. */
export async function peopleOfOrg(db: Database, orgId: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.orgId, orgId), eq(users.status, 'ACTIVE')));
  return rows.map((r) => r.id);
}
