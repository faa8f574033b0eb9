// SQL of profile versions. Callers check the subject's scope first; every write here also names
// the subject, so a version id from elsewhere changes nothing.
import { and, count, desc, eq, inArray, max, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  enterprises,
  institutions,
  orgs,
  type ProfileSubjectType,
  profileVersions,
  users,
} from '../../db/schema/index.ts';

export type VersionRow = typeof profileVersions.$inferSelect;
export type VersionStatus = VersionRow['status'];
export type Subject = { type: ProfileSubjectType; id: string };

const OPEN: VersionStatus[] = ['DRAFT', 'SUBMITTED', 'REJECTED'];
const creator = alias(users, 'creator');
const decider = alias(users, 'decider');
const deciderOrg = alias(orgs, 'decider_org');

/** A version with the names the API shows beside it. */
export type VersionWithNames = VersionRow & {
  createdByName: string | null;
  decidedByName: string | null;
  decidedByOrgName: string | null;
};

function selectNamed(db: Database) {
  return db
    .select({
      v: profileVersions,
      createdByName: creator.name,
      decidedByName: decider.name,
      decidedByOrgName: deciderOrg.name,
    })
    .from(profileVersions)
    .leftJoin(creator, eq(creator.id, profileVersions.createdBy))
    .leftJoin(decider, eq(decider.id, profileVersions.decidedBy))
    .leftJoin(deciderOrg, eq(deciderOrg.id, profileVersions.decidedByOrg));
}

const flat = (r: {
  v: VersionRow;
  createdByName: string | null;
  decidedByName: string | null;
  decidedByOrgName: string | null;
}): VersionWithNames => ({
  ...r.v,
  createdByName: r.createdByName,
  decidedByName: r.decidedByName,
  decidedByOrgName: r.decidedByOrgName,
});

const SUBJECT_TABLES = { enterprise: enterprises, institution: institutions } as const;

/**
 * Holds the subject's row until the transaction ends, so that one write of a subject (save,
 * submit, withdraw, discard) runs at a time: without it two concurrent submits both find the
 * draft and both start a review. False when the subject does not exist.
 */
export async function lockSubject(db: Database, s: Subject): Promise<boolean> {
  const table = SUBJECT_TABLES[s.type];
  const rows = await db.select({ id: table.id }).from(table).where(eq(table.id, s.id)).for('update');
  return rows.length > 0;
}

/** A subject's record as its writers lock it: what a submit needs to know of it. */
export type LockedRecord = {
  id: string;
  currentVersionId: string | null;
  name: string;
  regionCode: string | null;
};

/**
 * The same lock found by organisation, for the first save: the organisation's record, or — before
 * there is one — the organisation's row, so that two concurrent first saves cannot both create a
 * record: the second waits, then finds the record the first made. Returns the record, if any.
 */
export async function lockRecordOf(
  db: Database,
  type: ProfileSubjectType,
  orgId: string,
): Promise<LockedRecord | undefined> {
  const table = SUBJECT_TABLES[type] as typeof enterprises | typeof institutions;
  const record = () =>
    db
      .select({
        id: table.id,
        currentVersionId: table.currentVersionId,
        name: table.name,
        regionCode: table.regionCode,
      })
      .from(table)
      .where(eq(table.orgId, orgId))
      .for('update');
  const [existing] = await record();
  if (existing) return existing;
  // "no key update": enough to order the writers, without holding back rows that merely refer to it.
  await db.select({ id: orgs.id }).from(orgs).where(eq(orgs.id, orgId)).for('no key update');
  const [created] = await record();
  return created;
}

const ofSubject = (s: Subject) =>
  and(eq(profileVersions.subjectType, s.type), eq(profileVersions.subjectId, s.id));

export async function findOpen(db: Database, s: Subject): Promise<VersionWithNames | undefined> {
  const [row] = await selectNamed(db).where(and(ofSubject(s), inArray(profileVersions.status, OPEN)));
  return row && flat(row);
}

export async function findNamed(db: Database, s: Subject, id: string): Promise<VersionWithNames | undefined> {
  const [row] = await selectNamed(db).where(and(ofSubject(s), eq(profileVersions.id, id)));
  return row && flat(row);
}

/** By id alone: for workflow effects, whose instance names the version. */
export async function findById(db: Database, id: string): Promise<VersionRow | undefined> {
  const [row] = await db.select().from(profileVersions).where(eq(profileVersions.id, id));
  return row;
}

export async function insertDraft(
  db: Database,
  s: Subject,
  values: { data: Record<string, unknown>; createdBy: string | null; now: Date },
): Promise<VersionRow> {
  const [row] = await db
    .insert(profileVersions)
    .values({
      subjectType: s.type,
      subjectId: s.id,
      status: 'DRAFT',
      data: values.data,
      createdBy: values.createdBy,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning();
  return row!;
}

/** Replaces the data of an editable (draft or returned) version; undefined when not editable. */
export async function updateDraftData(
  db: Database,
  s: Subject,
  id: string,
  data: Record<string, unknown>,
  now: Date,
): Promise<VersionRow | undefined> {
  const [row] = await db
    .update(profileVersions)
    .set({ data, updatedAt: now })
    .where(
      and(ofSubject(s), eq(profileVersions.id, id), inArray(profileVersions.status, ['DRAFT', 'REJECTED'])),
    )
    .returning();
  return row;
}

export async function deleteDraft(db: Database, s: Subject, id: string): Promise<boolean> {
  const rows = await db
    .delete(profileVersions)
    .where(and(ofSubject(s), eq(profileVersions.id, id), eq(profileVersions.status, 'DRAFT')))
    .returning({ id: profileVersions.id });
  return rows.length > 0;
}

/** What a version becomes when it goes (back) to review. */
export const inReview = (now: Date) => ({
  status: 'SUBMITTED' as const,
  submittedAt: now,
  comment: null,
  updatedAt: now,
});

/**
 * Puts the returned version of a review back in review, found by the review's instance; nothing
 * when it is not (or no longer) returned.
 */
export async function resubmitReturned(
  db: Database,
  type: ProfileSubjectType,
  instanceId: string,
  now: Date,
) {
  await db
    .update(profileVersions)
    .set(inReview(now))
    .where(
      and(
        eq(profileVersions.subjectType, type),
        eq(profileVersions.workflowInstanceId, instanceId),
        eq(profileVersions.status, 'REJECTED'),
      ),
    );
}

export async function update(
  db: Database,
  id: string,
  patch: Partial<Omit<VersionRow, 'id' | 'subjectType' | 'subjectId'>>,
): Promise<VersionRow | undefined> {
  const [row] = await db.update(profileVersions).set(patch).where(eq(profileVersions.id, id)).returning();
  return row;
}

/** Numbers the version after the subject's last approved one and marks it approved. */
export async function approve(
  db: Database,
  id: string,
  decision: { by: string; byOrg: string; comment: string | null; now: Date },
): Promise<VersionRow> {
  const version = await findById(db, id);
  if (!version) throw new Error(`profile version ${id} does not exist`);
  const [last] = await db
    .select({ n: max(profileVersions.number) })
    .from(profileVersions)
    .where(ofSubject({ type: version.subjectType, id: version.subjectId }));
  const [row] = await db
    .update(profileVersions)
    .set({
      status: 'APPROVED',
      number: (last?.n ?? 0) + 1,
      decidedAt: decision.now,
      decidedBy: decision.by,
      decidedByOrg: decision.byOrg,
      comment: decision.comment,
      updatedAt: decision.now,
    })
    .where(eq(profileVersions.id, id))
    .returning();
  return row!;
}

/**
 * Approved versions, newest first, one page of them plus the version just before the page's
 * last, so that every row on the page can be compared with its predecessor.
 */
export async function listApproved(db: Database, s: Subject, limit: number, offset: number) {
  const approved = and(ofSubject(s), eq(profileVersions.status, 'APPROVED'));
  const [total] = await db.select({ n: count() }).from(profileVersions).where(approved);
  const rows = await selectNamed(db)
    .where(approved)
    .orderBy(desc(profileVersions.number))
    .limit(limit + 1)
    .offset(offset);
  return { total: total?.n ?? 0, rows: rows.map(flat) };
}

/** The subject's approved version with the highest number below `number` (the one it replaced). */
export async function findPreviousApproved(
  db: Database,
  s: Subject,
  number: number | null,
): Promise<VersionRow | undefined> {
  const [row] = await db
    .select()
    .from(profileVersions)
    .where(
      and(
        ofSubject(s),
        eq(profileVersions.status, 'APPROVED'),
        number === null ? sql`true` : sql`${profileVersions.number} < ${number}`,
      ),
    )
    .orderBy(desc(profileVersions.number))
    .limit(1);
  return row;
}
