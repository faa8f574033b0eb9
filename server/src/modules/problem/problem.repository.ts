// SQL of the green channel. Every read and write takes the caller's scope (problem.policy.ts) as a
// condition: an enterprise its own problems, an office its region's (drafts excluded), a member
// unit what it leads or co-handles.
import { zhName } from '@portal/contract';
import {
  PROBLEM_COUNT_CAP,
  PROBLEM_HANDLING_STATES,
  PROBLEM_OPEN_STATES,
  type ProblemListQuery,
} from '@portal/contract/problem';
import {
  aliasedTable,
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  ilike,
  inArray,
  lt,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { files, orgs, users } from '../../db/schema/index.ts';
import { regionCoveredBy, regionWithin } from '../../platform/access/region-scope.ts';
import { dayStart, nextDayStart } from '../../platform/china-time.ts';
import { containing } from '../../platform/sql/like.ts';
import { nextWeekStart } from './problem.policy.ts';
import { problemNotes, problems } from './problem.schema.ts';

export type ProblemRow = typeof problems.$inferSelect;
export type ProblemScope =
  | { kind: 'enterprise'; orgId: string }
  | { kind: 'office'; orgId: string; region: string | null }
  | { kind: 'unit'; orgId: string };

export function inScope(scope: ProblemScope): SQL {
  switch (scope.kind) {
    case 'enterprise':
      return eq(problems.enterpriseOrgId, scope.orgId);
    case 'office':
      return and(ne(problems.state, 'draft'), regionWithin(problems.regionCode, scope.region))!;
    case 'unit':
      return or(
        eq(problems.leadUnitId, scope.orgId),
        sql`${scope.orgId}::uuid = any(${problems.coUnitIds})`,
      )!;
  }
}

const handling = () => inArray(problems.state, [...PROBLEM_HANDLING_STATES]);
const overdueAt = (now: Date) => and(handling(), lt(problems.deadline, now))!;

export type ProblemFilter = Omit<ProblemListQuery, 'page' | 'size'>;

/** The list's filters as one condition: the list, its export and the home cards all count by it. */
export function whereOf(scope: ProblemScope, q: ProblemFilter, now: Date): SQL {
  const c: SQL[] = [inScope(scope)];
  if (q.state) c.push(eq(problems.state, q.state));
  if (q.category) c.push(eq(problems.category, q.category));
  if (q.keyword) c.push(ilike(problems.title, containing(q.keyword)));
  if (q.overdue) c.push(overdueAt(now));
  if (q.todo) c.push(eq(problems.holderOrgId, scope.orgId));
  if (q.phase === 'open') c.push(inArray(problems.state, [...PROBLEM_OPEN_STATES]));
  if (q.phase === 'handling') c.push(handling());
  // The yellow card (2) and the red (3), written as problems_escalated_idx's own predicate.
  if (q.escalated) c.push(and(handling(), sql`${problems.escalation} >= 2`)!);
  // Deadlines are the end of a working day, so "not overdue yet" is a deadline still ahead.
  if (q.due === 'week')
    c.push(and(handling(), gte(problems.deadline, now), lt(problems.deadline, nextWeekStart(now)))!);
  if (q.from) c.push(sql`${problems.updatedAt} >= ${dayStart(q.from)}`);
  if (q.to) c.push(lt(problems.updatedAt, nextDayStart(q.to)));
  return and(...c)!;
}

const newestFirst = [desc(problems.updatedAt), desc(problems.id)];

/** A page of ids first (the only query over many rows), then the rows decorated by `decorate`. */
export async function listIds(
  db: Database,
  scope: ProblemScope,
  q: ProblemListQuery,
  now: Date,
  limit: number,
  offset: number,
) {
  const where = whereOf(scope, q, now);
  // Counting a province's 200,000 problems exactly is the one slow part of a page (a scan of
  // them all): the count stops past PROBLEM_COUNT_CAP and the page says "10,000+".
  const counted = db
    .select({ one: sql`1` })
    .from(problems)
    .where(where)
    .limit(PROBLEM_COUNT_CAP + 1)
    .as('counted');
  const [total] = await db.select({ n: count() }).from(counted);
  const ids = await db
    .select({ id: problems.id })
    .from(problems)
    .where(where)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
  const n = total?.n ?? 0;
  return { total: Math.min(n, PROBLEM_COUNT_CAP), capped: n > PROBLEM_COUNT_CAP, ids: ids.map((r) => r.id) };
}

/** Keyset batches of the filtered list, for the streamed export. */
export async function* exportBatches(
  db: Database,
  scope: ProblemScope,
  q: ProblemFilter,
  now: Date,
  size = 500,
) {
  let after: { updatedAt: Date; id: string } | null = null;
  for (;;) {
    const where = whereOf(scope, q, now);
    const cursor: SQL | undefined = after
      ? sql`(${problems.updatedAt}, ${problems.id}) < (${after.updatedAt}, ${after.id}::uuid)`
      : undefined;
    const rows: { id: string; updatedAt: Date }[] = await db
      .select({ id: problems.id, updatedAt: problems.updatedAt })
      .from(problems)
      .where(and(where, cursor))
      .orderBy(...newestFirst)
      .limit(size);
    if (rows.length === 0) return;
    yield await decorate(
      db,
      rows.map((r) => r.id),
    );
    const last = rows[rows.length - 1]!;
    after = { updatedAt: last.updatedAt, id: last.id };
    if (rows.length < size) return;
  }
}

const enterprise = aliasedTable(orgs, 'enterprise');
const office = aliasedTable(orgs, 'office');
const lead = aliasedTable(orgs, 'lead');
const holder = aliasedTable(orgs, 'holder');

export type DecoratedRow = ProblemRow & {
  enterpriseName: string;
  officeName: string | null;
  leadUnitName: string | null;
  holderName: string | null;
};

/** The rows of these ids with the names of their organisations, in the ids' order. */
export async function decorate(db: Database, ids: readonly string[]): Promise<DecoratedRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      ...getTableColumns(problems),
      enterpriseName: enterprise.name,
      officeName: office.name,
      leadUnitName: lead.name,
      holderName: holder.name,
    })
    .from(problems)
    .innerJoin(enterprise, eq(enterprise.id, problems.enterpriseOrgId))
    .leftJoin(office, eq(office.id, problems.officeOrgId))
    .leftJoin(lead, eq(lead.id, problems.leadUnitId))
    .leftJoin(holder, eq(holder.id, problems.holderOrgId))
    .where(inArray(problems.id, [...ids]));
  const byId = new Map((rows as unknown as DecoratedRow[]).map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r) => r !== undefined) as DecoratedRow[];
}

export async function findInScope(db: Database, scope: ProblemScope, id: string) {
  const [row] = await db
    .select({ id: problems.id })
    .from(problems)
    .where(and(eq(problems.id, id), inScope(scope)));
  if (!row) return undefined;
  return (await decorate(db, [row.id]))[0];
}

/** Locks the row for the step (a concurrent step on the same problem waits, then sees the change). */
export async function lockInScope(tx: Database, scope: ProblemScope, id: string) {
  const [row] = await tx
    .select()
    .from(problems)
    .where(and(eq(problems.id, id), inScope(scope)))
    .for('update');
  return row;
}

export async function insertProblem(tx: Database, values: typeof problems.$inferInsert) {
  const [row] = await tx.insert(problems).values(values).returning();
  return row!;
}

/** Writes and bumps the version; undefined when the version moved meanwhile (409). */
export async function updateProblem(
  tx: Database,
  id: string,
  version: number,
  values: Partial<typeof problems.$inferInsert>,
) {
  const [row] = await tx
    .update(problems)
    .set({ ...values, version: sql`${problems.version} + 1` })
    .where(and(eq(problems.id, id), eq(problems.version, version)))
    .returning();
  return row;
}

export async function deleteDraft(tx: Database, id: string, version: number) {
  const rows = await tx
    .delete(problems)
    .where(and(eq(problems.id, id), eq(problems.version, version), eq(problems.state, 'draft')))
    .returning({ id: problems.id });
  return rows.length > 0;
}

export async function leadUnitOf(db: Database, problemId: string): Promise<string | null> {
  const [row] = await db
    .select({ lead: problems.leadUnitId })
    .from(problems)
    .where(eq(problems.id, problemId));
  return row?.lead ?? null;
}

/** The workflow detail's lines about the problem (the engine checked visibility already). */
export async function summaryLines(db: Database, problemId: string) {
  const [row] = await decorate(db, [problemId]);
  if (!row) return [];
  return [
    { label: '企业名称', value: row.enterpriseName },
    { label: '问题类别', value: zhName('problemCategory', row.category) },
    { label: '问题标题', value: row.title },
  ];
}

export async function ownUploads(db: Database, ids: readonly string[], uploaderId: string) {
  if (ids.length === 0) return [];
  return db
    .select({ id: files.id, name: files.originalName })
    .from(files)
    .where(and(inArray(files.id, [...ids]), eq(files.uploaderId, uploaderId)));
}

export async function orgById(db: Database, id: string) {
  const [row] = await db.select().from(orgs).where(eq(orgs.id, id));
  return row;
}

export async function orgNames(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: orgs.id, name: orgs.name })
    .from(orgs)
    .where(inArray(orgs.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Member units (assign) or the other offices whose region covers the enterprise's (transfer). */
export async function targets(
  db: Database,
  kind: 'assign' | 'transfer',
  problem: { regionCode: string },
  exceptOrgId: string,
  keyword: string | undefined,
) {
  const c: SQL[] = [ne(orgs.id, exceptOrgId), eq(orgs.status, 'ACTIVE')];
  if (kind === 'assign') c.push(eq(orgs.type, 'FUNCTIONAL'));
  else c.push(eq(orgs.type, 'FINANCIAL'), regionCoveredBy(sql`${problem.regionCode}`, orgs.regionCode));
  if (keyword) c.push(ilike(orgs.name, containing(keyword)));
  return db
    .select({ id: orgs.id, name: orgs.name })
    .from(orgs)
    .where(and(...c))
    .orderBy(asc(orgs.level), asc(orgs.name))
    .limit(50);
}

/** The member units among these ids (co-handling units must be FUNCTIONAL). */
export async function functionalIds(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: orgs.id })
    .from(orgs)
    .where(and(inArray(orgs.id, [...ids]), eq(orgs.type, 'FUNCTIONAL')));
  return rows.map((r) => r.id);
}

/** Who gets an organisation's notices: its active and pending users. */
export async function peopleOf(db: Database, orgIds: readonly string[]) {
  if (orgIds.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.orgId, [...orgIds]), inArray(users.status, ['ACTIVE', 'PENDING'])));
  return rows.map((r) => r.id);
}

/** Handled problems past their deadline not yet at the red card. */
export async function escalationCandidates(db: Database, now: Date, limit: number, offset: number) {
  return db
    .select()
    .from(problems)
    .where(and(overdueAt(now), lt(problems.escalation, 3)))
    .orderBy(asc(problems.deadline), asc(problems.id))
    .limit(limit)
    .offset(offset);
}

/** Raises the escalation only from the level this sweep read: two sweepers raise it once. */
export async function raiseEscalation(tx: Database, id: string, from: number, to: number) {
  const rows = await tx
    .update(problems)
    .set({ escalation: to })
    .where(and(eq(problems.id, id), eq(problems.escalation, from), gt(sql`${to}`, problems.escalation)))
    .returning({ id: problems.id });
  return rows.length > 0;
}

export async function insertNote(tx: Database, values: typeof problemNotes.$inferInsert) {
  await tx.insert(problemNotes).values(values);
}

/** A problem's co-handling notes, oldest first, with the unit's and the author's names. */
export async function notesOf(db: Database, problemId: string) {
  return db
    .select({
      id: problemNotes.id,
      orgId: problemNotes.orgId,
      orgName: orgs.name,
      author: users.name,
      content: problemNotes.content,
      createdAt: problemNotes.createdAt,
    })
    .from(problemNotes)
    .innerJoin(orgs, eq(orgs.id, problemNotes.orgId))
    .leftJoin(users, eq(users.id, problemNotes.authorId))
    .where(eq(problemNotes.problemId, problemId))
    .orderBy(asc(problemNotes.createdAt), asc(problemNotes.id));
}

/**
 * The home card's counts: each figure's list filter (whereOf, the list's own condition) counted in
 * one pass over the rows any of them matches, so a figure equals its list's total.
 */
export async function countFilters<K extends string>(
  db: Database,
  scope: ProblemScope,
  filters: Record<K, ProblemFilter>,
  now: Date,
): Promise<Record<K, number>> {
  const keys = Object.keys(filters) as K[];
  const conditions = keys.map((k) => whereOf(scope, filters[k], now));
  const columns = Object.fromEntries(
    keys.map((k, i) => [k, sql<number>`count(*) filter (where ${conditions[i]})`.mapWith(Number)]),
  );
  const [row] = await db
    .select(columns)
    .from(problems)
    .where(or(...conditions));
  return Object.fromEntries(keys.map((k) => [k, Number(row?.[k] ?? 0)])) as Record<K, number>;
}

/** A home card's few lines: the filter's rows, the nearest deadline first, then the newest. */
export async function firstOf(
  db: Database,
  scope: ProblemScope,
  filter: ProblemFilter,
  now: Date,
  limit: number,
) {
  return db
    .select({
      id: problems.id,
      title: problems.title,
      state: problems.state,
      deadline: problems.deadline,
      escalation: problems.escalation,
    })
    .from(problems)
    .where(whereOf(scope, filter, now))
    .orderBy(sql`${problems.deadline} asc nulls last`, ...newestFirst)
    .limit(limit);
}
