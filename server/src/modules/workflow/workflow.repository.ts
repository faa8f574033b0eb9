// SQL of the workflow inboxes: to-do (assigned to my org, open) and done (my org acted), filtered
// and paged in SQL. Visibility of single instances lives in platform/workflow/repository.ts.
import { and, asc, count, desc, eq, exists, gte, ilike, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { orgs, workflowHistory, workflowInstances } from '../../db/schema/index.ts';
import { regionCoveredBy } from '../../platform/access/region-scope.ts';
import { overdueAt, todoOf } from '../../platform/workflow/index.ts';

const assignee = alias(orgs, 'assignee_org');
const submitter = alias(orgs, 'submitter_org');

export type InboxFilter = {
  processes?: string[];
  state?: string;
  keyword?: string;
  from?: Date;
  /** Exclusive upper bound. */
  to?: Date;
  /** Only open instances whose deadline is at or before this time. */
  overdueAt?: Date;
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function filters(f: InboxFilter): SQL[] {
  const out: SQL[] = [];
  if (f.processes) out.push(inArray(workflowInstances.process, f.processes));
  if (f.state) out.push(eq(workflowInstances.state, f.state));
  if (f.keyword) out.push(ilike(workflowInstances.title, `%${escapeLike(f.keyword)}%`));
  if (f.from) out.push(gte(workflowInstances.createdAt, f.from));
  if (f.to) out.push(lt(workflowInstances.createdAt, f.to));
  if (f.overdueAt) out.push(overdueAt(f.overdueAt));
  return out;
}

export { todoOf };

export const doneBy = (orgId: string) =>
  exists(
    sql`(select 1 from ${workflowHistory} h where h.instance_id = ${workflowInstances.id} and h.actor_org_id = ${orgId})`,
  );

export async function listInstances(
  db: Database,
  box: SQL,
  f: InboxFilter,
  limit: number,
  offset: number,
  counted = true,
) {
  const where = and(box, ...filters(f));
  const [total] = counted ? await db.select({ n: count() }).from(workflowInstances).where(where) : [];
  const items = await db
    .select({
      instance: workflowInstances,
      assigneeOrgName: assignee.name,
      submitterOrgName: submitter.name,
    })
    .from(workflowInstances)
    .leftJoin(assignee, eq(assignee.id, workflowInstances.assigneeOrgId))
    .innerJoin(submitter, eq(submitter.id, workflowInstances.submitterOrgId))
    .where(where)
    .orderBy(desc(workflowInstances.updatedAt), desc(workflowInstances.id))
    .limit(limit)
    .offset(offset);
  return { total: total?.n ?? 0, items };
}
export type InstanceRow = Awaited<ReturnType<typeof listInstances>>['items'][number];

export async function orgNames(db: Database, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db.select({ id: orgs.id, name: orgs.name }).from(orgs).where(inArray(orgs.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * Organisations an instance may be assigned or transferred to (never the actor's own); a financial
 * office only when the submitter's region lies in its own (the engine checks the same on acting).
 */
export async function targetOrgs(
  db: Database,
  types: string[],
  exceptOrgId: string,
  submitterOrgId: string,
  keyword?: string,
) {
  // As the engine checks on acting: a submitter without a region may go to any financial office.
  const submitterRegion = sql`(select s.region_code from ${orgs} s where s.id = ${submitterOrgId})`;
  const covers = sql`(${orgs.type} <> 'FINANCIAL' or ${submitterRegion} is null or ${regionCoveredBy(submitterRegion, orgs.regionCode)})`;
  const where = [inArray(orgs.type, types as (typeof orgs.type._.data)[]), ne(orgs.id, exceptOrgId), covers];
  if (keyword) where.push(ilike(orgs.name, `%${escapeLike(keyword)}%`));
  return db
    .select({ id: orgs.id, name: orgs.name, type: orgs.type, regionCode: orgs.regionCode })
    .from(orgs)
    .where(and(...where))
    .orderBy(asc(orgs.level), asc(orgs.regionCode), asc(orgs.name))
    .limit(50);
}
