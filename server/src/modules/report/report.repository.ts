// SQL of the reports. Every read and write carries the caller's visibility (visibleTo): an
// enterprise its own rows, an office the rows of its region subtree, briefs their author and
// recipients. Lists take a page of ids first, then decorate those rows only.
import type { TargetBoard } from '@portal/contract';
import type { ReportKind, ReportState } from '@portal/contract/report';
import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orgs, regions, users, workflowInstances } from '../../db/schema/index.ts';
import { regionPrefix, regionWithin } from '../../platform/access/region-scope.ts';
import { containing } from '../../platform/sql/like.ts';
import { reportPeriods, reports, reportVersions } from './report.schema.ts';

export type ReportRow = typeof reports.$inferSelect;
export type PeriodRow = typeof reportPeriods.$inferSelect;
export type Viewer = { orgId: string; type: string; regionCode: string | null };

const OPEN: ReportState[] = ['OWED', 'DRAFT', 'RETURNED'];
const openState = sql`${reports.state} in ('OWED', 'DRAFT', 'RETURNED')`;

/** Past its day and still open, or submitted after its day (China calendar days). */
export const lateSql = (today: string): SQL =>
  sql`((${openState} and ${reports.dueOn} < ${today}) or (${reports.submittedAt} is not null and ((${reports.submittedAt} at time zone 'UTC') + interval '8 hours')::date > ${reports.dueOn}))`;

/**
 * In a scheduled period that contains today (each cadenced kind's current week, month or
 * quarter, and the cities' summary month): "this period" of the home and the status list alike.
 * An IN over the few current periods, so reports_period_region_idx answers it per period.
 */
export const currentPeriodSql = (today: string): SQL =>
  sql`${reports.periodId} in (select ${reportPeriods.id} from ${reportPeriods} where ${reportPeriods.issuedByOrgId} is null and ${reportPeriods.startsOn} <= ${today} and ${reportPeriods.endsOn} >= ${today})`;

/**
 * Submitted and waiting for the viewer's own review (its office holds the open workflow step):
 * from the office's few open instances (workflow_instances_todo_idx) to their reports
 * (reports_submitted_instance_idx), never a scan of the region's reports.
 */
export const awaitingReviewBy = (orgId: string): SQL =>
  sql`(${reports.state} = 'SUBMITTED' and ${reports.workflowInstanceId} in (select w.id from ${workflowInstances} w where w.assignee_org_id = ${orgId} and w.open))`;

export function visibleTo(viewer: Viewer): SQL {
  const received = sql`${viewer.orgId}::uuid = any(${reports.recipientOrgIds})`;
  const brief = sql`${reports.kind} = 'brief'`;
  if (viewer.type === 'ENTERPRISE') return eq(reports.orgId, viewer.orgId);
  if (viewer.type === 'FINANCIAL')
    return sql`((not ${brief} and ${regionWithin(reports.regionCode, viewer.regionCode)}) or (${brief} and (${reports.orgId} = ${viewer.orgId} or ${received})))`;
  return sql`false`;
}

/**
 * Briefs are published at once and belong to no period, so a filter on an open state, on a period
 * or on another state or kind can never match one. Their visibility branch (an OR over org and
 * recipients) is then left out, so the planner can answer from the region indexes instead of
 * reading every report for the OR's sake (the offices' home counts, issue 16).
 */
function withoutBriefs(filter: ListFilter): boolean {
  return (
    filter.open === true ||
    filter.current === true ||
    filter.periodId !== undefined ||
    (filter.state !== undefined && filter.state !== 'PUBLISHED') ||
    (filter.kind !== undefined && filter.kind !== 'brief')
  );
}

function visibleOutsideBriefs(viewer: Viewer): SQL {
  if (viewer.type === 'FINANCIAL') return regionWithin(reports.regionCode, viewer.regionCode);
  return visibleTo(viewer);
}

export async function findVisible(db: Database, viewer: Viewer, id: string): Promise<ReportRow | undefined> {
  const [row] = await db
    .select()
    .from(reports)
    .where(and(eq(reports.id, id), visibleTo(viewer)));
  return row;
}

/** Locks the row for a write (a concurrent second submit waits, then sees the new version). */
export async function lockVisible(tx: Database, viewer: Viewer, id: string): Promise<ReportRow | undefined> {
  const [row] = await tx
    .select()
    .from(reports)
    .where(and(eq(reports.id, id), visibleTo(viewer)))
    .for('update');
  return row;
}

export type ReportChange = Partial<
  Pick<
    ReportRow,
    | 'content'
    | 'state'
    | 'submittedAt'
    | 'workflowInstanceId'
    | 'returnReason'
    | 'html'
    | 'title'
    | 'lastRemindedAt'
    | 'rollup'
  >
>;

/** Writes a change when the row is still at `version`; undefined when it moved on (409). */
export async function updateAt(
  tx: Database,
  id: string,
  version: number,
  change: ReportChange,
  now: Date,
): Promise<ReportRow | undefined> {
  const [row] = await tx
    .update(reports)
    .set({ ...change, version: sql`${reports.version} + 1`, updatedAt: now })
    .where(and(eq(reports.id, id), eq(reports.version, version)))
    .returning();
  return row;
}

/** A reminder is no edit: the filer's open form stays at its version. */
export async function markReminded(tx: Database, id: string, at: Date): Promise<void> {
  await tx.update(reports).set({ lastRemindedAt: at }).where(eq(reports.id, id));
}

export async function insertReport(tx: Database, values: typeof reports.$inferInsert): Promise<ReportRow> {
  const [row] = await tx.insert(reports).values(values).returning();
  return row!;
}

export async function insertVersion(
  tx: Database,
  row: ReportRow,
  note: string,
  actor: { userId: string | null; orgId: string | null },
  now: Date,
): Promise<void> {
  await tx.insert(reportVersions).values({
    reportId: row.id,
    version: row.version,
    state: row.state,
    note,
    content: row.content,
    actorUserId: actor.userId,
    actorOrgId: actor.orgId,
    at: now,
  });
}

export async function versionsOf(db: Database, reportId: string) {
  return db
    .select({
      version: reportVersions.version,
      state: reportVersions.state,
      note: reportVersions.note,
      content: reportVersions.content,
      at: reportVersions.at,
      actorName: users.name,
      actorOrgName: orgs.name,
    })
    .from(reportVersions)
    .leftJoin(users, eq(users.id, reportVersions.actorUserId))
    .leftJoin(orgs, eq(orgs.id, reportVersions.actorOrgId))
    .where(eq(reportVersions.reportId, reportId))
    .orderBy(desc(reportVersions.version));
}

export type ListFilter = {
  kind?: ReportKind;
  periodId?: string;
  state?: ReportState;
  open?: boolean;
  late?: boolean;
  keyword?: string;
  regionCode?: string;
  /** In the period of its kind that contains today. */
  current?: boolean;
  /** Submitted and waiting for the viewer's review. */
  awaiting?: boolean;
};

/** The list's condition, shared by its pages, its counts, its export and the home cards. */
export function whereOf(viewer: Viewer, filter: ListFilter, today: string): SQL {
  const conditions: SQL[] = [withoutBriefs(filter) ? visibleOutsideBriefs(viewer) : visibleTo(viewer)];
  if (filter.kind) conditions.push(eq(reports.kind, filter.kind));
  if (filter.periodId) conditions.push(eq(reports.periodId, filter.periodId));
  if (filter.state) conditions.push(eq(reports.state, filter.state));
  if (filter.open === true) conditions.push(inArray(reports.state, OPEN));
  if (filter.open === false) conditions.push(sql`not ${openState}`);
  // Open and late is simply open and past its day (a returned row submitted late is past it too):
  // said so, the partial index reports_open_due_idx answers it.
  if (filter.late === true && filter.open === true) conditions.push(sql`${reports.dueOn} < ${today}`);
  else if (filter.late === true) conditions.push(lateSql(today));
  if (filter.late === false) conditions.push(sql`not ${lateSql(today)}`);
  if (filter.regionCode) conditions.push(regionWithin(reports.regionCode, filter.regionCode));
  if (filter.current === true) conditions.push(currentPeriodSql(today));
  if (filter.current === false) conditions.push(sql`not ${currentPeriodSql(today)}`);
  if (filter.awaiting === true) conditions.push(awaitingReviewBy(viewer.orgId));
  if (filter.awaiting === false) conditions.push(sql`not ${awaitingReviewBy(viewer.orgId)}`);
  if (filter.keyword)
    conditions.push(
      sql`(exists (select 1 from ${orgs} where ${orgs.id} = ${reports.orgId} and ${orgs.name} ilike ${containing(filter.keyword)}) or ${reports.title} ilike ${containing(filter.keyword)})`,
    );
  return and(...conditions)!;
}

/** Newest due day first; major matters and briefs (no due day) by creation. */
// Spelled as reports_order_idx is (nulls last throughout) so the planner can walk that index.
const ORDER = [
  sql`${reports.dueOn} desc nulls last`,
  sql`${reports.createdAt} desc nulls last`,
  sql`${reports.id} desc nulls last`,
];

export async function pageOfIds(
  db: Database,
  viewer: Viewer,
  filter: ListFilter,
  today: string,
  limit: number,
  offset: number,
) {
  const where = whereOf(viewer, filter, today);
  const ids = await db
    .select({ id: reports.id })
    .from(reports)
    .where(where)
    .orderBy(...ORDER)
    .limit(limit)
    .offset(offset);
  return ids.map((r) => r.id);
}

export async function countsOf(db: Database, viewer: Viewer, filter: ListFilter, today: string) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      open: sql<number>`count(*) filter (where ${openState})::int`,
      submitted: sql<number>`count(*) filter (where ${reports.state} = 'SUBMITTED')::int`,
      accepted: sql<number>`count(*) filter (where ${reports.state} = 'ACCEPTED')::int`,
      returned: sql<number>`count(*) filter (where ${reports.state} = 'RETURNED')::int`,
      late: sql<number>`count(*) filter (where ${lateSql(today)})::int`,
    })
    .from(reports)
    .where(whereOf(viewer, filter, today));
  return row!;
}

/** How many rows the list would show under each filter (one index-friendly count each, together). */
export async function totalsOf<K extends string>(
  db: Database,
  viewer: Viewer,
  filters: Record<K, ListFilter>,
  today: string,
): Promise<Record<K, number>> {
  const keys = Object.keys(filters) as K[];
  const totals = await Promise.all(
    keys.map(async (k) => {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(reports)
        .where(whereOf(viewer, filters[k], today));
      return row?.n ?? 0;
    }),
  );
  return Object.fromEntries(keys.map((k, i) => [k, totals[i]])) as Record<K, number>;
}

/** The first rows of the list under `filter`, soonest due first: a home card's short list. */
export async function soonestDue(
  db: Database,
  viewer: Viewer,
  filter: ListFilter,
  today: string,
  limit: number,
) {
  const ids = await db
    .select({ id: reports.id })
    .from(reports)
    .where(whereOf(viewer, filter, today))
    .orderBy(sql`${reports.dueOn} asc nulls last`, reports.createdAt, reports.id)
    .limit(limit);
  return decorate(
    db,
    ids.map((r) => r.id),
    today,
  );
}

/**
 * The list's rows under `filter` counted per region one level below the viewer's (a province per
 * city, a city per county): one grouped count, whatever the number of enterprises.
 */
export async function countsByRegionBelow(db: Database, viewer: Viewer, filter: ListFilter, today: string) {
  const prefix = viewer.regionCode ? regionPrefix(viewer.regionCode) : '';
  // A province's child is the code's first four digits (the city, 4302 → 430200); below a city the
  // code itself.
  const child =
    prefix.length === 2
      ? sql<string>`substr(${reports.regionCode}, 1, 4) || '00'`
      : sql<string>`${reports.regionCode}`;
  const result = await db.execute(sql`
    select g.code, g.n, r.name from (
      select ${child} as code, count(*)::int as n from ${reports}
      where ${whereOf(viewer, filter, today)} group by 1) g
    left join ${regions} r on r.code = g.code
    order by g.n desc, g.code`);
  return (result as { rows: { code: string; n: number; name: string | null }[] }).rows;
}

export type DecoratedRow = ReportRow & {
  filerName: string;
  regionName: string | null;
  periodLabel: string | null;
  issued: boolean;
  late: boolean;
};

export async function decorate(db: Database, ids: string[], today: string): Promise<DecoratedRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      report: reports,
      filerName: orgs.name,
      regionName: regions.name,
      periodLabel: reportPeriods.label,
      issuedBy: reportPeriods.issuedByOrgId,
      late: lateSql(today).mapWith(Boolean),
    })
    .from(reports)
    .innerJoin(orgs, eq(orgs.id, reports.orgId))
    .leftJoin(regions, eq(regions.code, reports.regionCode))
    .leftJoin(reportPeriods, eq(reportPeriods.id, reports.periodId))
    .where(inArray(reports.id, ids));
  const byId = new Map(
    rows.map((r) => [
      r.report.id,
      {
        ...r.report,
        filerName: r.filerName,
        regionName: r.regionName,
        periodLabel: r.periodLabel,
        issued: r.issuedBy !== null,
        late: Boolean(r.late),
      },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Batches of decorated rows for an export, by keyset on the list's order. */
export async function* exportBatches(
  db: Database,
  viewer: Viewer,
  filter: ListFilter,
  today: string,
  batch = 1000,
) {
  // Keyset paging in the list's order: each batch starts after the last row of the one before,
  // so a whole-province history costs the same per batch as its first (no offset to skip).
  const base = whereOf(viewer, filter, today);
  const page = (after: SQL | undefined, limit: number) =>
    db
      // The time as text keeps its microseconds, which a JS Date would round away.
      .select({ id: reports.id, dueOn: reports.dueOn, createdAt: sql<string>`${reports.createdAt}::text` })
      .from(reports)
      .where(and(base, after))
      .orderBy(...ORDER)
      .limit(limit);
  let cursor: Cursor | null = null;
  for (;;) {
    let rows = await page(cursor ? afterCursor(cursor) : undefined, batch);
    // The dated rows ran out within this batch: those without a due day follow (nulls last).
    if (cursor?.dueOn && rows.length < batch)
      rows = [...rows, ...(await page(isNull(reports.dueOn), batch - rows.length))];
    if (rows.length === 0) return;
    yield await decorate(
      db,
      rows.map((r) => r.id),
      today,
    );
    if (rows.length < batch) return;
    cursor = rows.at(-1)!;
  }
}

type Cursor = { id: string; dueOn: string | null; createdAt: string };

/**
 * Rows after the cursor in ORDER. Among dated rows one row comparison, which reports_order_idx
 * answers as a range (an OR with the undated rows would make it filter from the top); the
 * undated rows come last and are read by the caller once the dated ones run out.
 */
export function afterCursor(c: Cursor) {
  const rest = sql`(${reports.createdAt}, ${reports.id}) < (${c.createdAt}::timestamptz, ${c.id}::uuid)`;
  if (c.dueOn === null) return and(isNull(reports.dueOn), rest);
  return sql`(${reports.dueOn}, ${reports.createdAt}, ${reports.id}) < (${c.dueOn}::date, ${c.createdAt}::timestamptz, ${c.id}::uuid)`;
}

export async function periodsOf(db: Database, kind: ReportKind, viewerOrgId: string) {
  return db
    .select()
    .from(reportPeriods)
    .where(
      and(
        eq(reportPeriods.kind, kind),
        sql`(${reportPeriods.issuedByOrgId} is null or ${reportPeriods.issuedByOrgId} = ${viewerOrgId})`,
      ),
    )
    .orderBy(desc(reportPeriods.startsOn), desc(reportPeriods.createdAt))
    .limit(200);
}

export async function findPeriod(db: Database, id: string): Promise<PeriodRow | undefined> {
  const [row] = await db.select().from(reportPeriods).where(eq(reportPeriods.id, id));
  return row;
}

export async function insertPeriod(
  tx: Database,
  values: typeof reportPeriods.$inferInsert,
): Promise<PeriodRow> {
  const [row] = await tx.insert(reportPeriods).values(values).returning();
  return row!;
}

/** The last saved content of the kind by the same filer: what a new report starts from. */
export async function lastContent(db: Database, orgId: string, kind: ReportKind, beforeId: string) {
  const [row] = await db
    .select({ content: reports.content })
    .from(reports)
    .where(
      and(
        eq(reports.orgId, orgId),
        eq(reports.kind, kind),
        sql`${reports.id} <> ${beforeId}`,
        sql`${reports.state} <> 'OWED'`,
      ),
    )
    .orderBy(desc(reports.updatedAt))
    .limit(1);
  return row?.content;
}

/** The accepted enterprise reports of a region in a month, per kind: a city's summary. */
export async function rollupOf(
  db: Database,
  regionCode: string,
  startsOn: string,
  endsOn: string,
  today: string,
) {
  const inMonth = and(
    regionWithin(reports.regionCode, regionCode),
    sql`${reports.kind} not in ('summary', 'brief', 'issue')`,
    sql`${reportPeriods.endsOn} between ${startsOn} and ${endsOn}`,
  );
  const counts = await db
    .select({
      kind: reports.kind,
      owed: sql<number>`count(*)::int`,
      submitted: sql<number>`count(*) filter (where ${reports.state} in ('SUBMITTED', 'ACCEPTED'))::int`,
      accepted: sql<number>`count(*) filter (where ${reports.state} = 'ACCEPTED')::int`,
      late: sql<number>`count(*) filter (where ${lateSql(today)})::int`,
    })
    .from(reports)
    .innerJoin(reportPeriods, eq(reportPeriods.id, reports.periodId))
    .where(inMonth)
    .groupBy(reports.kind);
  const accepted = await db
    .select({
      reportId: reports.id,
      kind: reports.kind,
      filerName: orgs.name,
      regionName: regions.name,
      periodLabel: reportPeriods.label,
    })
    .from(reports)
    .innerJoin(reportPeriods, eq(reportPeriods.id, reports.periodId))
    .innerJoin(orgs, eq(orgs.id, reports.orgId))
    .leftJoin(regions, eq(regions.code, reports.regionCode))
    .where(and(inMonth, eq(reports.state, 'ACCEPTED')))
    .orderBy(reports.regionCode, orgs.name)
    .limit(500);
  return { counts, accepted };
}

export async function orgNames(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select({ id: orgs.id, name: orgs.name }).from(orgs).where(inArray(orgs.id, ids));
}

/** The financial offices a brief may go to (they have the brief's pages; member units do not). */
export async function recipientOptions(db: Database) {
  return db
    .select({ id: orgs.id, name: orgs.name, level: orgs.level })
    .from(orgs)
    .where(and(eq(orgs.type, 'FINANCIAL'), eq(orgs.status, 'ACTIVE')))
    .orderBy(sql`${orgs.level} nulls last`, orgs.name);
}

export async function enterpriseOptions(db: Database, scope: string | null, keyword: string | undefined) {
  const rows = await db.execute(sql`
    select e.id, e.name, g.name as region_name from enterprises e left join regions g on g.code = e.region_code
    where ${regionWithin(sql`e.region_code`, scope)} ${keyword ? sql`and e.name ilike ${containing(keyword)}` : sql``}
    order by e.name limit 50`);
  return (rows as { rows: { id: string; name: string; region_name: string | null }[] }).rows.map((r) => ({
    id: r.id,
    name: r.name,
    regionName: r.region_name,
  }));
}

/** Enterprises of the scope among `ids` (others are out of scope: 404). */
export async function scopedEnterprises(db: Database, scope: string | null, ids: string[]) {
  const rows = await db.execute(sql`
    select e.id, e.org_id, e.region_code from enterprises e
    where e.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) and ${regionWithin(sql`e.region_code`, scope)}`);
  return (rows as { rows: { id: string; org_id: string; region_code: string }[] }).rows;
}

export async function enterpriseOfOrg(db: Database, orgId: string) {
  const rows = await db.execute(sql`select id, region_code from enterprises where org_id = ${orgId}`);
  return (rows as { rows: { id: string; region_code: string }[] }).rows[0];
}

/** Rows of a period by the filer's credit code: an import's lookup. */
export async function periodRowsByCreditCode(db: Database, periodId: string, viewer: Viewer) {
  const rows = await db
    .select({ report: reports, creditCode: orgs.creditCode })
    .from(reports)
    .innerJoin(orgs, eq(orgs.id, reports.orgId))
    .where(and(eq(reports.periodId, periodId), visibleTo(viewer)));
  return new Map(rows.map((r) => [r.creditCode ?? '', r.report]));
}

export async function targetBoardOf(db: Database, enterpriseId: string) {
  const rows = await db.execute(sql`select target_board from enterprises where id = ${enterpriseId}`);
  return (rows as { rows: { target_board: TargetBoard | null }[] }).rows[0]?.target_board ?? null;
}
