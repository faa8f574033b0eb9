// SQL of the engine itself: instances, history, and the people to notify. The inbox lists are in
// modules/workflow; here every read is by id, the scope check is done by the caller.
import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { files, orgs, users, workflowHistory, workflowInstances } from '../../db/schema/index.ts';
import type { WorkflowInstance } from './types.ts';

export type NewInstance = typeof workflowInstances.$inferInsert;
export type NewHistory = typeof workflowHistory.$inferInsert;

export async function insertInstance(db: Database, values: NewInstance): Promise<WorkflowInstance> {
  const [row] = await db.insert(workflowInstances).values(values).returning();
  return row!;
}

export async function insertHistory(db: Database, values: NewHistory): Promise<void> {
  await db.insert(workflowHistory).values(values);
}

export async function findInstance(db: Database, id: string): Promise<WorkflowInstance | undefined> {
  const [row] = await db.select().from(workflowInstances).where(eq(workflowInstances.id, id));
  return row;
}

/** The SQL condition "this org may see the instance": submitter, assignee, or named in its history. */
export function visibleTo(orgId: string) {
  return sql`(${workflowInstances.submitterOrgId} = ${orgId} or ${workflowInstances.assigneeOrgId} = ${orgId}
    or exists (select 1 from ${workflowHistory} h where h.instance_id = ${workflowInstances.id}
      and (h.actor_org_id = ${orgId} or h.assignee_org_id = ${orgId})))`;
}

export async function findVisibleInstance(
  db: Database,
  id: string,
  orgId: string,
): Promise<WorkflowInstance | undefined> {
  const [row] = await db
    .select()
    .from(workflowInstances)
    .where(and(eq(workflowInstances.id, id), visibleTo(orgId)));
  return row;
}

export async function findLatestBySubject(db: Database, subjectType: string, subjectId: string) {
  const [row] = await db
    .select()
    .from(workflowInstances)
    .where(and(eq(workflowInstances.subjectType, subjectType), eq(workflowInstances.subjectId, subjectId)))
    .orderBy(desc(workflowInstances.createdAt), desc(workflowInstances.id))
    .limit(1);
  return row;
}

/** Optimistic lock: the update happens only if nobody changed the instance since it was read. */
export async function updateInstance(
  db: Database,
  id: string,
  version: number,
  patch: Pick<NewInstance, 'state' | 'open' | 'assigneeOrgId' | 'deadline' | 'updatedAt'>,
): Promise<WorkflowInstance | undefined> {
  // A new deadline or a new assignee deserves its own overdue notice (see overdue.ts).
  const renewed = or(
    sql`${workflowInstances.deadline} is distinct from ${patch.deadline?.toISOString() ?? null}::timestamptz`,
    sql`${workflowInstances.assigneeOrgId} is distinct from ${patch.assigneeOrgId ?? null}::uuid`,
  );
  const [row] = await db
    .update(workflowInstances)
    .set({
      ...patch,
      version: version + 1,
      overdueNotifiedAt: sql`case when ${renewed} then null else ${workflowInstances.overdueNotifiedAt} end`,
    })
    .where(and(eq(workflowInstances.id, id), eq(workflowInstances.version, version)))
    .returning();
  return row;
}

/** When the action was last taken on the instance (null: never). */
export async function lastActionAt(db: Database, instanceId: string, action: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: workflowHistory.at })
    .from(workflowHistory)
    .where(and(eq(workflowHistory.instanceId, instanceId), eq(workflowHistory.action, action)))
    .orderBy(desc(workflowHistory.id))
    .limit(1);
  return row?.at ?? null;
}

export async function historySteps(db: Database, instanceId: string) {
  return db
    .select({
      action: workflowHistory.action,
      actorOrgId: workflowHistory.actorOrgId,
      assigneeOrgId: workflowHistory.assigneeOrgId,
    })
    .from(workflowHistory)
    .where(eq(workflowHistory.instanceId, instanceId))
    .orderBy(desc(workflowHistory.id));
}

const actorOrg = alias(orgs, 'actor_org');
const assigneeOrg = alias(orgs, 'assignee_org');

export async function listHistory(db: Database, instanceId: string) {
  return db
    .select({
      id: workflowHistory.id,
      action: workflowHistory.action,
      comment: workflowHistory.comment,
      attachments: workflowHistory.attachments,
      fromState: workflowHistory.fromState,
      toState: workflowHistory.toState,
      at: workflowHistory.at,
      actorUserId: users.id,
      actorUserName: users.name,
      actorOrgId: actorOrg.id,
      actorOrgName: actorOrg.name,
      assigneeOrgId: assigneeOrg.id,
      assigneeOrgName: assigneeOrg.name,
    })
    .from(workflowHistory)
    .leftJoin(users, eq(users.id, workflowHistory.actorUserId))
    .leftJoin(actorOrg, eq(actorOrg.id, workflowHistory.actorOrgId))
    .leftJoin(assigneeOrg, eq(assigneeOrg.id, workflowHistory.assigneeOrgId))
    .where(eq(workflowHistory.instanceId, instanceId))
    .orderBy(asc(workflowHistory.id));
}
export type HistoryRow = Awaited<ReturnType<typeof listHistory>>[number];

/** Active and pending users of these organisations (a pending registrant must learn its outcome). */
export async function peopleOf(db: Database, orgIds: readonly string[]): Promise<string[]> {
  if (orgIds.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.orgId, [...orgIds]), inArray(users.status, ['ACTIVE', 'PENDING'])));
  return rows.map((r) => r.id);
}

export async function findOrg(db: Database, id: string) {
  const [row] = await db
    .select({ id: orgs.id, name: orgs.name, type: orgs.type, regionCode: orgs.regionCode })
    .from(orgs)
    .where(eq(orgs.id, id));
  return row;
}

/** The actor's own uploads among these ids, with their stored names. */
export async function ownUploads(db: Database, ids: readonly string[], uploaderId: string) {
  if (ids.length === 0) return [];
  return db
    .select({ id: files.id, name: files.originalName })
    .from(files)
    .where(and(inArray(files.id, [...ids]), eq(files.uploaderId, uploaderId)));
}

/** Open, past its deadline, and nobody told yet: what the overdue sweep announces. */
const unannouncedOverdue = (now: Date) =>
  and(
    eq(workflowInstances.open, true),
    isNull(workflowInstances.overdueNotifiedAt),
    lte(workflowInstances.deadline, now),
  );

/** The overdue instances to announce, earliest deadline first. */
export async function listOverdue(db: Database, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: workflowInstances.id })
    .from(workflowInstances)
    .where(unannouncedOverdue(now))
    .orderBy(asc(workflowInstances.deadline))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Claims one for announcing; undefined when another sweeper was first or it no longer qualifies. */
export async function claimOverdue(
  db: Database,
  id: string,
  now: Date,
): Promise<WorkflowInstance | undefined> {
  const [claimed] = await db
    .update(workflowInstances)
    .set({ overdueNotifiedAt: now })
    .where(and(eq(workflowInstances.id, id), unannouncedOverdue(now)))
    .returning();
  return claimed;
}
