// An organisation's to-do (the workflow inbox's "to do" tab) as SQL conditions, and its counts per
// process for the home cards (issue 16): the inbox list (modules/workflow) and every card that
// counts waiting steps use these same conditions, so a card's figure is the inbox's total.
import { and, count, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { workflowInstances } from '../../db/schema/index.ts';

/** Open and assigned to the organisation. */
export const todoOf = (orgId: string): SQL =>
  and(eq(workflowInstances.assigneeOrgId, orgId), eq(workflowInstances.open, true))!;

/** Open and past its deadline at `now` (the inbox's overdue-only filter). */
export const overdueAt = (now: Date): SQL =>
  and(eq(workflowInstances.open, true), lte(workflowInstances.deadline, now))!;

export type TodoCount = { process: string; state: string; waiting: number; overdue: number };

/** The organisation's to-do per process and state, with how many are overdue, in one query. */
export async function countTodo(
  db: Database,
  orgId: string,
  now: Date,
  only: { processes?: string[]; states?: string[] } = {},
): Promise<TodoCount[]> {
  const where = [todoOf(orgId)];
  if (only.processes) where.push(inArray(workflowInstances.process, only.processes));
  if (only.states) where.push(inArray(workflowInstances.state, only.states));
  const rows = await db
    .select({
      process: workflowInstances.process,
      state: workflowInstances.state,
      waiting: count(),
      overdue: sql<number>`count(*) filter (where ${overdueAt(now)})::int`,
    })
    .from(workflowInstances)
    .where(and(...where))
    .groupBy(workflowInstances.process, workflowInstances.state);
  return rows.map((r) => ({ ...r, waiting: Number(r.waiting), overdue: Number(r.overdue) }));
}
