// SQL of the review queue (/company/audit): enterprise versions submitted or returned, inside the
// caller's scope; "todo" keeps those whose review is assigned to the caller's organisation.
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { enterprises, orgs, profileVersions, regions, workflowInstances } from '../../db/schema/index.ts';
import { containing } from '../../platform/sql/like.ts';
import { type EnterpriseScope, withinScope } from './enterprise.policy.ts';

export async function reviewQueue(
  db: Database,
  scope: EnterpriseScope,
  q: { todoOf?: string; name?: string },
  limit: number,
  offset: number,
) {
  const conditions: SQL[] = [
    withinScope(scope),
    eq(profileVersions.subjectType, 'enterprise'),
    inArray(profileVersions.status, ['SUBMITTED', 'REJECTED']),
  ];
  if (q.todoOf)
    conditions.push(eq(workflowInstances.assigneeOrgId, q.todoOf), eq(profileVersions.status, 'SUBMITTED'));
  if (q.name) conditions.push(sql`${enterprises.name} ilike ${containing(q.name)}`);
  const where = and(...conditions);
  const from = () =>
    db
      .select({
        versionId: profileVersions.id,
        enterpriseId: enterprises.id,
        enterpriseName: enterprises.name,
        regionName: regions.name,
        status: profileVersions.status,
        submittedAt: profileVersions.submittedAt,
        workflowInstanceId: profileVersions.workflowInstanceId,
        assigneeOrgId: workflowInstances.assigneeOrgId,
        assigneeOrgName: orgs.name,
        isNew: sql<boolean>`${enterprises.currentVersionId} is null`,
      })
      .from(profileVersions)
      .innerJoin(enterprises, eq(enterprises.id, profileVersions.subjectId))
      .leftJoin(regions, eq(regions.code, enterprises.regionCode))
      .leftJoin(workflowInstances, eq(workflowInstances.id, profileVersions.workflowInstanceId))
      .leftJoin(orgs, eq(orgs.id, workflowInstances.assigneeOrgId));
  const [total] = await db
    .select({ n: count() })
    .from(profileVersions)
    .innerJoin(enterprises, eq(enterprises.id, profileVersions.subjectId))
    .leftJoin(workflowInstances, eq(workflowInstances.id, profileVersions.workflowInstanceId))
    .where(where);
  const rows = await from()
    .where(where)
    .orderBy(desc(profileVersions.submittedAt), desc(profileVersions.id))
    .limit(limit)
    .offset(offset);
  return { total: total?.n ?? 0, rows };
}
