// Statistics per member unit and per category (issue 11 §1): received, on time, overdue, average
// days and satisfaction, in the caller's scope, over problems assigned (units) or submitted
// (categories) between two China days. One grouped query each; names joined afterwards.
import type { ProblemStats, ProblemStatsQuery } from '@portal/contract/problem';
import { and, isNotNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { dayStart, nextDayStart } from '../../platform/china-time.ts';
import { inScope, orgNames, type ProblemScope } from './problem.repository.ts';
import { problems } from './problem.schema.ts';

const n = (expr: SQL) => sql<number>`cast(count(*) filter (where ${expr}) as int)`;

function measures(now: Date) {
  const handling = sql`${problems.state} in ('assigned', 'extending')`;
  return {
    received: sql<number>`cast(count(*) as int)`,
    closed: n(sql`${problems.closedAt} is not null`),
    onTime: n(sql`${problems.closedLate} = false`),
    overdue: n(sql`${problems.closedLate} = true or (${handling} and ${problems.deadline} < ${now})`),
    averageDays: sql<
      string | null
    >`round(cast(avg(extract(epoch from ${problems.proposedAt} - ${problems.assignedAt}) / 86400) filter (where ${problems.closedAt} is not null) as numeric), 1)`,
    rated: n(sql`${problems.rating} is not null`),
    satisfied: n(sql`${problems.rating} in ('SATISFIED', 'BASICALLY_SATISFIED')`),
  };
}

function between(column: AnyPgColumn, q: ProblemStatsQuery): SQL[] {
  const c: SQL[] = [];
  if (q.from) c.push(sql`${column} >= ${dayStart(q.from)}`);
  if (q.to) c.push(lt(column, nextDayStart(q.to)));
  return c;
}

const finish = <T extends { averageDays: string | null; rated: number; satisfied: number }>(r: T) => ({
  ...r,
  averageDays: r.averageDays === null ? null : Number(r.averageDays),
  satisfaction: r.rated === 0 ? null : Math.round((r.satisfied / r.rated) * 1000) / 1000,
});

export async function problemStatistics(
  db: Database,
  scope: ProblemScope,
  q: ProblemStatsQuery,
  now: Date,
): Promise<ProblemStats> {
  const m = measures(now);
  const unitRows = await db
    .select({ unitId: problems.leadUnitId, ...m })
    .from(problems)
    .where(and(inScope(scope), isNotNull(problems.leadUnitId), ...between(problems.assignedAt, q)))
    .groupBy(problems.leadUnitId);
  const categoryRows = await db
    .select({ category: problems.category, ...m })
    .from(problems)
    .where(and(inScope(scope), ne(problems.state, 'draft'), ...between(problems.submittedAt, q)))
    .groupBy(problems.category)
    .orderBy(problems.category);
  const names = await orgNames(
    db,
    unitRows.map((r) => r.unitId!),
  );
  return {
    units: unitRows
      .map(({ unitId, ...r }) => finish({ ...r, unit: { id: unitId!, name: names.get(unitId!) ?? '' } }))
      .sort((a, b) => b.received - a.received || a.unit.name.localeCompare(b.unit.name)),
    categories: categoryRows.map(finish),
  };
}
