// SQL of trainings and enrolments. Offices reach the trainings of their region subtree; an audience
// reaches the published trainings whose audience names it (openTo); enrolments are reached through
// their training (offices) or their organisation (enrolees).
import type { Grade, ListingStage, OrgType } from '@portal/contract';
import type { EnrolmentStatus, TrainingFilter } from '@portal/contract/training';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { enterprises, orgs, users } from '../../db/schema/index.ts';
import { type RegionScope, regionWithin } from '../../platform/access/region-scope.ts';
import { containing } from '../../platform/sql/like.ts';
import { trainingEnrolments as enrolments, trainings } from './training.schema.ts';

export type TrainingRow = typeof trainings.$inferSelect;
export type TrainingValues = Omit<typeof trainings.$inferInsert, 'id' | 'version'>;
export type EnrolmentRow = typeof enrolments.$inferSelect;

/** Who looks at trainings as their audience. */
export type Viewer = {
  orgId: string;
  type: OrgType;
  regionCode: string | null;
  grades: readonly Grade[];
  stage: ListingStage | null;
};

/** PENDING and APPROVED hold a seat. */
export const SEATED: EnrolmentStatus[] = ['PENDING', 'APPROVED'];
export const ACTIVE: EnrolmentStatus[] = ['PENDING', 'APPROVED', 'WAITLISTED'];

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** No condition: for rows already reached through a scoped one. */
export const ANY: SQL = sql`true`;

export const officeScope = (scope: RegionScope): SQL => regionWithin(trainings.regionCode, scope);

/** SQL: a published training whose audience names the viewer (type, region, and an enterprise's grade and stage). */
export function openTo(viewer: Viewer): SQL {
  const conditions: SQL[] = [
    eq(trainings.status, 'PUBLISHED'),
    sql`(cardinality(${trainings.audienceTypes}) = 0 or ${viewer.type} = any(${trainings.audienceTypes}))`,
    viewer.regionCode === null
      ? sql`false`
      : sql`exists (select 1 from unnest(${trainings.audienceRegions}) r where ${viewer.regionCode} like regexp_replace(r, '(00){1,2}$', '') || '%')`,
  ];
  if (viewer.type === 'ENTERPRISE') {
    conditions.push(
      viewer.grades.length === 0
        ? sql`cardinality(${trainings.audienceGrades}) = 0`
        : sql`(cardinality(${trainings.audienceGrades}) = 0 or ${trainings.audienceGrades} && ${textArray(viewer.grades)})`,
      viewer.stage === null
        ? sql`cardinality(${trainings.audienceStages}) = 0`
        : sql`(cardinality(${trainings.audienceStages}) = 0 or ${viewer.stage} = any(${trainings.audienceStages}))`,
    );
  }
  return and(...conditions)!;
}

/** The audience viewer of an organisation (an enterprise's stage read from its record). */
export async function audienceOf(
  db: Database,
  org: { id: string; type: OrgType; regionCode: string | null; grades: readonly Grade[] },
): Promise<Viewer> {
  return {
    orgId: org.id,
    type: org.type,
    regionCode: org.regionCode,
    grades: org.grades,
    stage: org.type === 'ENTERPRISE' ? await stageOf(db, org.id) : null,
  };
}

/** SQL: the organisation has someone enrolled in the training, seated or waiting (the list's "mine"). */
export const enrolledBy = (orgId: string): SQL =>
  sql`exists (select 1 from ${enrolments} where ${enrolments.trainingId} = ${trainings.id} and ${enrolments.orgId} = ${orgId} and ${inArray(enrolments.status, ACTIVE)})`;

export async function stageOf(db: Database, orgId: string): Promise<ListingStage | null> {
  const [row] = await db
    .select({ stage: enterprises.stage })
    .from(enterprises)
    .where(eq(enterprises.orgId, orgId));
  return row?.stage ?? null;
}

function filterOf(query: Partial<TrainingFilter>, now: Date): SQL[] {
  const conditions: SQL[] = [];
  if (query.keyword) {
    const like = containing(query.keyword);
    conditions.push(or(ilike(trainings.title, like), ilike(trainings.organiser, like))!);
  }
  if (query.status) conditions.push(eq(trainings.status, query.status));
  if (query.mode) conditions.push(eq(trainings.mode, query.mode));
  if (query.upcoming === true) conditions.push(gte(trainings.endsAt, now));
  if (query.upcoming === false) conditions.push(lt(trainings.endsAt, now));
  return conditions;
}

/** A page of trainings within `scope` (an SQL condition), newest start first (or soonest first). */
export async function listTrainings(
  db: Database,
  scope: SQL,
  query: Partial<TrainingFilter>,
  now: Date,
  limit: number,
  offset: number,
  order: 'newest' | 'soonest' = 'newest',
) {
  const where = and(scope, ...filterOf(query, now));
  const [total] = await db.select({ n: count() }).from(trainings).where(where);
  const items = await db
    .select()
    .from(trainings)
    .where(where)
    .orderBy(order === 'newest' ? desc(trainings.startsAt) : asc(trainings.startsAt), asc(trainings.id))
    .limit(limit)
    .offset(offset);
  return { total: total?.n ?? 0, items };
}

export async function findTraining(db: Database, id: string, scope: SQL): Promise<TrainingRow | undefined> {
  const [row] = await db
    .select()
    .from(trainings)
    .where(and(eq(trainings.id, id), scope));
  return row;
}

/**
 * Locks the training row for the rest of the transaction: every change of its seats (enrol, cancel,
 * refuse, capacity edit) takes this lock first, so two last enrolments are counted one after the other.
 */
export async function lockTraining(db: Database, id: string, scope: SQL): Promise<TrainingRow | undefined> {
  const [row] = await db
    .select()
    .from(trainings)
    .where(and(eq(trainings.id, id), scope))
    .for('update');
  return row;
}

export async function insertTraining(db: Database, values: TrainingValues): Promise<TrainingRow> {
  const [row] = await db.insert(trainings).values(values).returning();
  return row!;
}

export async function updateTraining(
  db: Database,
  id: string,
  values: Partial<TrainingValues>,
  version: number | null,
): Promise<TrainingRow | undefined> {
  const [row] = await db
    .update(trainings)
    .set({ ...values, version: sql`${trainings.version} + 1` })
    .where(and(eq(trainings.id, id), version === null ? undefined : eq(trainings.version, version)))
    .returning();
  return row;
}

export type Seats = { taken: number; waiting: number; attended: number; rated: number; ratingSum: number };

export async function seatsOf(db: Database, ids: readonly string[]): Promise<Map<string, Seats>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: enrolments.trainingId,
      taken: sql<number>`count(*) filter (where ${enrolments.status} in ('PENDING', 'APPROVED'))::int`,
      waiting: sql<number>`count(*) filter (where ${enrolments.status} = 'WAITLISTED')::int`,
      attended: sql<number>`count(${enrolments.attendedAt})::int`,
      rated: sql<number>`count(${enrolments.rating})::int`,
      ratingSum: sql<number>`coalesce(sum(${enrolments.rating}), 0)::int`,
    })
    .from(enrolments)
    .where(inArray(enrolments.trainingId, [...ids]))
    .groupBy(enrolments.trainingId);
  return new Map(rows.map(({ id, ...s }) => [id, s]));
}

export async function countOf(db: Database, orgId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: enrolments.trainingId, n: count() })
    .from(enrolments)
    .where(
      and(
        eq(enrolments.orgId, orgId),
        inArray(enrolments.trainingId, [...ids]),
        inArray(enrolments.status, ACTIVE),
      ),
    )
    .groupBy(enrolments.trainingId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

export async function mobileEnrolled(db: Database, trainingId: string, mobiles: readonly string[]) {
  return db
    .select({ mobile: enrolments.mobile })
    .from(enrolments)
    .where(
      and(
        eq(enrolments.trainingId, trainingId),
        inArray(enrolments.mobile, [...mobiles]),
        inArray(enrolments.status, ACTIVE),
      ),
    );
}

export async function insertEnrolment(db: Database, values: typeof enrolments.$inferInsert) {
  const [row] = await db.insert(enrolments).values(values).returning();
  return row!;
}

export async function setEnrolment(db: Database, id: string, values: Partial<EnrolmentRow>) {
  const [row] = await db.update(enrolments).set(values).where(eq(enrolments.id, id)).returning();
  return row!;
}

/** The longest-waiting enrolment of a training. */
export async function firstWaiting(db: Database, trainingId: string): Promise<EnrolmentRow | undefined> {
  const [row] = await db
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.trainingId, trainingId), eq(enrolments.status, 'WAITLISTED')))
    .orderBy(asc(enrolments.createdAt), asc(enrolments.id))
    .limit(1);
  return row;
}

export type EnrolmentFilter = {
  trainingId?: string;
  status?: EnrolmentStatus;
  keyword?: string;
  attended?: boolean;
};

function enrolmentWhere(scope: SQL, filter: EnrolmentFilter): SQL {
  const conditions: SQL[] = [scope];
  if (filter.trainingId) conditions.push(eq(enrolments.trainingId, filter.trainingId));
  if (filter.status) conditions.push(eq(enrolments.status, filter.status));
  if (filter.attended === true) conditions.push(sql`${enrolments.attendedAt} is not null`);
  if (filter.attended === false) conditions.push(sql`${enrolments.attendedAt} is null`);
  if (filter.keyword) {
    const like = containing(filter.keyword);
    conditions.push(
      or(ilike(enrolments.name, like), ilike(enrolments.mobile, like), ilike(orgs.name, like))!,
    );
  }
  return and(...conditions)!;
}

export type EnrolmentView = EnrolmentRow & {
  trainingTitle: string;
  startsAt: Date;
  endsAt: Date;
  trainingStatus: TrainingRow['status'];
  orgName: string;
};

const viewColumns = {
  row: enrolments,
  trainingTitle: trainings.title,
  startsAt: trainings.startsAt,
  endsAt: trainings.endsAt,
  trainingStatus: trainings.status,
  orgName: orgs.name,
};

const toView = (r: { row: EnrolmentRow } & Omit<EnrolmentView, keyof EnrolmentRow>): EnrolmentView => {
  const { row, ...rest } = r;
  return { ...row, ...rest };
};

/** A page of enrolment ids first, then those rows with their training and organisation. */
export async function listEnrolments(
  db: Database,
  scope: SQL,
  filter: EnrolmentFilter,
  limit: number,
  offset: number,
): Promise<{ total: number; items: EnrolmentView[] }> {
  const where = enrolmentWhere(scope, filter);
  const base = () =>
    db
      .select({ id: enrolments.id })
      .from(enrolments)
      .innerJoin(trainings, eq(trainings.id, enrolments.trainingId))
      .innerJoin(orgs, eq(orgs.id, enrolments.orgId))
      .where(where);
  const [total] = await db
    .select({ n: count() })
    .from(enrolments)
    .innerJoin(trainings, eq(trainings.id, enrolments.trainingId))
    .innerJoin(orgs, eq(orgs.id, enrolments.orgId))
    .where(where);
  const ids = (
    await base()
      .orderBy(desc(trainings.startsAt), asc(enrolments.createdAt), asc(enrolments.id))
      .limit(limit)
      .offset(offset)
  ).map((r) => r.id);
  return { total: total?.n ?? 0, items: await enrolmentsByIds(db, ids) };
}

export async function enrolmentsByIds(db: Database, ids: readonly string[]): Promise<EnrolmentView[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(viewColumns)
    .from(enrolments)
    .innerJoin(trainings, eq(trainings.id, enrolments.trainingId))
    .innerJoin(orgs, eq(orgs.id, enrolments.orgId))
    .where(inArray(enrolments.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.row.id, toView(r)]));
  return ids.map((id) => byId.get(id)).filter((r): r is EnrolmentView => r !== undefined);
}

/** Every enrolment of the scope and filter, in batches (the export). */
export async function* enrolmentBatches(db: Database, scope: SQL, filter: EnrolmentFilter, size = 500) {
  for (let offset = 0; ; offset += size) {
    const { items } = await listEnrolments(db, scope, filter, size, offset);
    if (items.length > 0) yield items;
    if (items.length < size) return;
  }
}

/** One enrolment within the scope (an SQL condition over the enrolment and its training). */
export async function findEnrolment(
  db: Database,
  id: string,
  scope: SQL,
): Promise<EnrolmentView | undefined> {
  const [row] = await db
    .select(viewColumns)
    .from(enrolments)
    .innerJoin(trainings, eq(trainings.id, enrolments.trainingId))
    .innerJoin(orgs, eq(orgs.id, enrolments.orgId))
    .where(and(eq(enrolments.id, id), scope));
  return row ? toView(row) : undefined;
}

/** Places on the waiting list of these waiting enrolments (1 = next). */
export async function waitingPositions(db: Database, rows: readonly EnrolmentRow[]) {
  const waiting = rows.filter((r) => r.status === 'WAITLISTED');
  const out = new Map<string, number>();
  for (const r of waiting) {
    const [ahead] = await db
      .select({ n: count() })
      .from(enrolments)
      .where(
        and(
          eq(enrolments.trainingId, r.trainingId),
          eq(enrolments.status, 'WAITLISTED'),
          sql`(${enrolments.createdAt}, ${enrolments.id}) < (${r.createdAt.toISOString()}::timestamptz, ${r.id}::uuid)`,
        ),
      );
    out.set(r.id, (ahead?.n ?? 0) + 1);
  }
  return out;
}

export async function markAttended(
  db: Database,
  trainingId: string,
  ids: readonly string[],
  attended: { at: Date | null; now: Date },
  orgId?: string,
) {
  return db
    .update(enrolments)
    .set({ attendedAt: attended.at, updatedAt: attended.now })
    .where(
      and(
        eq(enrolments.trainingId, trainingId),
        inArray(enrolments.id, [...ids]),
        eq(enrolments.status, 'APPROVED'),
        orgId ? eq(enrolments.orgId, orgId) : undefined,
      ),
    )
    .returning({ id: enrolments.id });
}

/** Active and pending people of organisations: who gets an inbox notice. */
export async function peopleOf(db: Database, orgIds: readonly string[]): Promise<string[]> {
  if (orgIds.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.orgId, [...orgIds]), inArray(users.status, ['ACTIVE', 'PENDING'])));
  return rows.map((r) => r.id);
}

export { enrolments, trainings };
