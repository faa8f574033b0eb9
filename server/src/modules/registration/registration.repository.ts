// SQL of registration: duplicate checks, the pending organisation and
// user, the registration row, and activation on approval.
import type { OrgType, RegistrationState } from '@portal/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { files, orgs, registrations, users, workflowHistory } from '../../db/schema/index.ts';

export async function accountTaken(db: Database, account: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.account})`, account.toLowerCase()));
  return row !== undefined;
}

export async function orgName(db: Database, orgId: string): Promise<string | undefined> {
  const [row] = await db.select({ name: orgs.name }).from(orgs).where(eq(orgs.id, orgId));
  return row?.name;
}

export type NewRegistration = {
  orgName: string;
  identity: OrgType;
  creditCode: string;
  regionCode: string;
  account: string;
  passwordHash: string;
  contactName: string;
  mobile: string;
  email: string;
  now: Date;
};

/** Organisation, first user and registration row; the caller runs it in one transaction. */
export async function insertRegistration(tx: Database, r: NewRegistration) {
  const [org] = await tx
    .insert(orgs)
    .values({
      name: r.orgName,
      type: r.identity,
      creditCode: r.creditCode,
      regionCode: r.regionCode,
      // An enterprise enters outside the reserve pool until its office grades it.
      grades: r.identity === 'ENTERPRISE' ? ['NOT_APPLICABLE'] : [],
      status: 'PENDING',
      createdAt: r.now,
      updatedAt: r.now,
    })
    .returning({ id: orgs.id });
  const [user] = await tx
    .insert(users)
    .values({
      account: r.account,
      passwordHash: r.passwordHash,
      name: r.contactName,
      email: r.email,
      mobile: r.mobile,
      orgId: org!.id,
      status: 'PENDING',
      passwordChangedAt: r.now,
      createdAt: r.now,
      updatedAt: r.now,
    })
    .returning({ id: users.id });
  const [registration] = await tx
    .insert(registrations)
    .values({
      orgId: org!.id,
      userId: user!.id,
      identity: r.identity,
      contactName: r.contactName,
      state: 'DRAFT',
      createdAt: r.now,
      updatedAt: r.now,
    })
    .returning({ id: registrations.id });
  return { orgId: org!.id, userId: user!.id, registrationId: registration!.id };
}

const registrationColumns = {
  id: registrations.id,
  state: registrations.state,
  identity: registrations.identity,
  contactName: registrations.contactName,
  reason: registrations.reason,
  workflowInstanceId: registrations.workflowInstanceId,
  submittedAt: registrations.submittedAt,
  decidedAt: registrations.decidedAt,
  licenceFileId: registrations.licenceFileId,
  licenceName: files.originalName,
  licenceSize: files.size,
  orgId: orgs.id,
  orgName: orgs.name,
  creditCode: orgs.creditCode,
  regionCode: orgs.regionCode,
  userId: users.id,
  account: users.account,
  mobile: users.mobile,
  email: users.email,
};

function selectRegistration(db: Database) {
  return db
    .select(registrationColumns)
    .from(registrations)
    .innerJoin(orgs, eq(orgs.id, registrations.orgId))
    .innerJoin(users, eq(users.id, registrations.userId))
    .leftJoin(files, eq(files.id, registrations.licenceFileId));
}
export type RegistrationRow = Awaited<ReturnType<typeof selectRegistration>>[number];

/** The region of the organisation a registrant (the uploader of a licence) registered. */
export async function registrantRegion(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ regionCode: orgs.regionCode })
    .from(registrations)
    .innerJoin(orgs, eq(orgs.id, registrations.orgId))
    .where(eq(registrations.userId, userId));
  return row?.regionCode ?? undefined;
}

/** The registration of the caller's own organisation: a registrant never reaches another one. */
export async function findByOrg(db: Database, orgId: string): Promise<RegistrationRow | undefined> {
  const [row] = await selectRegistration(db).where(eq(registrations.orgId, orgId));
  return row;
}

export async function findById(db: Database, id: string): Promise<RegistrationRow | undefined> {
  const [row] = await selectRegistration(db).where(eq(registrations.id, id));
  return row;
}

/** Locks the row for a state change; undefined when it is not in one of the given states. */
export async function lockInStates(tx: Database, orgId: string, states: readonly RegistrationState[]) {
  const [row] = await tx
    .select({ id: registrations.id, state: registrations.state, licenceFileId: registrations.licenceFileId })
    .from(registrations)
    .where(eq(registrations.orgId, orgId))
    .for('update');
  return row && states.includes(row.state) ? row : undefined;
}

/**
 * Whether a submission attached the file to a workflow step. The engine attaches only files the
 * acting user uploaded, so the registrant's own organisation's steps are the only place to look.
 */
export async function attachedToHistory(tx: Database, orgId: string, fileId: string): Promise<boolean> {
  const [row] = await tx
    .select({ one: sql`1` })
    .from(workflowHistory)
    .where(
      and(
        eq(workflowHistory.actorOrgId, orgId),
        sql`${workflowHistory.attachments} @> ${JSON.stringify([{ id: fileId }])}::jsonb`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function updateRegistration(
  tx: Database,
  id: string,
  patch: Partial<typeof registrations.$inferInsert> & { updatedAt: Date },
): Promise<void> {
  await tx.update(registrations).set(patch).where(eq(registrations.id, id));
}

export async function updateOrgDetails(
  tx: Database,
  orgId: string,
  patch: { name: string; creditCode: string; regionCode: string; updatedAt: Date },
): Promise<void> {
  await tx
    .update(orgs)
    .set(patch)
    .where(and(eq(orgs.id, orgId), eq(orgs.status, 'PENDING')));
}

export async function updateContact(
  tx: Database,
  userId: string,
  patch: { name: string; mobile: string; email: string; updatedAt: Date },
): Promise<void> {
  await tx
    .update(users)
    .set(patch)
    .where(and(eq(users.id, userId), eq(users.status, 'PENDING')));
}

/** Approval: the organisation and its pending users become active. */
export async function activate(tx: Database, orgId: string, now: Date): Promise<void> {
  await tx.update(orgs).set({ status: 'ACTIVE', updatedAt: now }).where(eq(orgs.id, orgId));
  await tx
    .update(users)
    .set({ status: 'ACTIVE', updatedAt: now })
    .where(and(eq(users.orgId, orgId), eq(users.status, 'PENDING')));
}
