// SQL of the notification documents. The issuer's office owns a document; a recipient reaches only
// its own row of a sent one. Who may be addressed is one condition (`addressable`), used when the
// draft is saved, when the options are listed and again when the document goes out.
import type {
  EnterpriseFilter,
  NotificationStatus,
  NotificationTodoFilter,
  RecipientOrgType,
  RecipientState,
} from '@portal/contract/notification';
import { RECIPIENT_ORG_TYPES } from '@portal/contract/notification';
import { and, asc, count, desc, eq, ilike, inArray, ne, not, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { files, notices, orgs, users, workflowInstances } from '../../db/schema/index.ts';
import { type RegionScope, regionWithin } from '../../platform/access/region-scope.ts';
import { containing } from '../../platform/sql/like.ts';
import { notifications, notificationRecipients as recipients } from './notification.schema.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type RecipientRow = typeof recipients.$inferSelect;
export type Issuer = { orgId: string; scope: RegionScope };
export type NotificationValues = Pick<
  NotificationRow,
  | 'docNumber'
  | 'title'
  | 'urgency'
  | 'body'
  | 'attachments'
  | 'recipientOrgIds'
  | 'enterpriseFilter'
  | 'requiresReceipt'
  | 'requiresReply'
  | 'deadline'
>;

/**
 * Organisations an office may address: active offices, member units and enterprises of its region
 * subtree, itself excepted. Enterprises graded 不适用 have no notification menu (spec §6): left out.
 */
function addressable(issuer: Issuer): SQL {
  return and(
    inArray(orgs.type, [...RECIPIENT_ORG_TYPES]),
    ne(orgs.id, issuer.orgId),
    eq(orgs.status, 'ACTIVE'),
    regionWithin(orgs.regionCode, issuer.scope),
    sql`not (${orgs.type} = 'ENTERPRISE' and 'NOT_APPLICABLE' = any(${orgs.grades}))`,
  )!;
}

function matchingFilter(filter: EnterpriseFilter): SQL {
  return and(
    eq(orgs.type, 'ENTERPRISE'),
    filter.regionCode ? regionWithin(orgs.regionCode, filter.regionCode) : undefined,
    filter.grades?.length ? sql`${orgs.grades} && ${sql.param(filter.grades)}::text[]` : undefined,
  )!;
}

/** The chosen ids that the issuer may address, with their names and types. */
export async function addressableOrgs(db: Database, issuer: Issuer, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: orgs.id, name: orgs.name, type: orgs.type })
    .from(orgs)
    .where(and(inArray(orgs.id, [...ids]), addressable(issuer)));
}

export async function recipientOptions(
  db: Database,
  issuer: Issuer,
  type: RecipientOrgType,
  keyword?: string,
) {
  return db
    .select({ id: orgs.id, name: orgs.name, type: orgs.type, regionCode: orgs.regionCode })
    .from(orgs)
    .where(
      and(
        addressable(issuer),
        eq(orgs.type, type),
        keyword ? ilike(orgs.name, containing(keyword)) : undefined,
      ),
    )
    .orderBy(asc(orgs.regionCode), asc(orgs.name))
    .limit(50);
}

export async function orgNames(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: orgs.id, name: orgs.name, type: orgs.type })
    .from(orgs)
    .where(inArray(orgs.id, [...ids]));
}

/** The actor's own uploads among these ids, with their stored names. */
export async function ownUploads(db: Database, ids: readonly string[], uploaderId: string) {
  if (ids.length === 0) return [];
  return db
    .select({ id: files.id, name: files.originalName })
    .from(files)
    .where(and(inArray(files.id, [...ids]), eq(files.uploaderId, uploaderId)));
}

export async function insertNotification(
  db: Database,
  values: NotificationValues,
  by: { orgId: string; userId: string; now: Date },
) {
  const [row] = await db
    .insert(notifications)
    .values({
      ...values,
      issuerOrgId: by.orgId,
      draftedBy: by.userId,
      status: 'DRAFT',
      createdAt: by.now,
      updatedAt: by.now,
    })
    .returning();
  return row!;
}

/** The document if the issuer owns it, locked for the change that follows. */
export async function lockOwn(db: Database, id: string, issuerOrgId: string) {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.issuerOrgId, issuerOrgId)))
    .for('update');
  return row;
}

export async function findNotification(db: Database, id: string) {
  const [row] = await db
    .select({ notification: notifications, issuerName: orgs.name })
    .from(notifications)
    .innerJoin(orgs, eq(orgs.id, notifications.issuerOrgId))
    .where(eq(notifications.id, id));
  return row;
}

/** Applies the change when the row is still at `version`, bumping it; undefined when it moved on. */
export async function updateNotification(
  db: Database,
  id: string,
  version: number,
  values: Partial<NotificationValues> & { status?: NotificationStatus; sentAt?: Date },
  now: Date,
) {
  const [row] = await db
    .update(notifications)
    .set({ ...values, updatedAt: now, version: sql`${notifications.version} + 1` })
    .where(and(eq(notifications.id, id), eq(notifications.version, version)))
    .returning();
  return row;
}

export async function setStatus(db: Database, id: string, status: NotificationStatus, now: Date) {
  await db
    .update(notifications)
    .set({ status, updatedAt: now, version: sql`${notifications.version} + 1` })
    .where(eq(notifications.id, id));
}

/**
 * Makes the recipient rows of a document going out, from what was chosen, checked again against
 * the issuer's scope now (an organisation may have moved or gone since the draft), and marks it sent.
 */
export async function send(db: Database, row: NotificationRow, issuer: Issuer, now: Date): Promise<number> {
  const chosen = [
    row.recipientOrgIds.length > 0 ? inArray(orgs.id, row.recipientOrgIds) : undefined,
    row.enterpriseFilter ? matchingFilter(row.enterpriseFilter) : undefined,
  ].filter((c): c is SQL => c !== undefined);
  const candidates = db
    .select({
      notificationId: sql`${row.id}::uuid`.as('notification_id'),
      orgId: orgs.id,
      orgType: orgs.type,
      sentAt: sql`${now.toISOString()}::timestamptz`.as('sent_at'),
    })
    .from(orgs)
    .where(and(addressable(issuer), or(...chosen)));
  // Named columns: the rest keep their defaults (drizzle's insert-select wants every column).
  await db.execute(
    sql`insert into ${recipients} (notification_id, org_id, org_type, sent_at) ${candidates} on conflict do nothing`,
  );
  const [total] = await db
    .select({ n: count() })
    .from(recipients)
    .where(eq(recipients.notificationId, row.id));
  await db
    .update(notifications)
    .set({
      status: 'SENT',
      sentAt: now,
      recipientCount: total?.n ?? 0,
      updatedAt: now,
      version: sql`${notifications.version} + 1`,
    })
    .where(eq(notifications.id, row.id));
  return total?.n ?? 0;
}

/** SQL: the recipient has done what the document asks. */
export function completedCondition(n: Pick<NotificationRow, 'requiresReceipt' | 'requiresReply'>): SQL {
  if (n.requiresReply) return eq(recipients.state, 'REPLIED');
  if (n.requiresReceipt) return inArray(recipients.state, ['RECEIPTED', 'REPLIED']);
  return ne(recipients.state, 'UNREAD');
}

/**
 * One inbox notice to every active or pending user of the recipients (all, or only the missing),
 * written by the database in one statement: a document may go to thousands of enterprises.
 */
export async function noticeRecipients(
  db: Database,
  n: NotificationRow,
  notice: { title: string; content: string; category: string; link: string },
  now: Date,
  onlyMissing: boolean,
) {
  const people = db
    .select({
      userId: users.id,
      title: sql`${notice.title}`.as('title'),
      content: sql`${notice.content}`.as('content'),
      category: sql`${notice.category}`.as('category'),
      link: sql`${notice.link}`.as('link'),
      createdAt: sql`${now.toISOString()}::timestamptz`.as('created_at'),
    })
    .from(recipients)
    .innerJoin(users, eq(users.orgId, recipients.orgId))
    .where(
      and(
        eq(recipients.notificationId, n.id),
        inArray(users.status, ['ACTIVE', 'PENDING']),
        onlyMissing ? sql`not (${completedCondition(n)})` : undefined,
      ),
    );
  await db.execute(
    sql`insert into ${notices} (user_id, title, content, category, link, created_at) ${people}`,
  );
}

/** Active and pending users of an organisation. */
export async function peopleOf(db: Database, orgId: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.orgId, orgId), inArray(users.status, ['ACTIVE', 'PENDING'])));
  return rows.map((r) => r.id);
}

export type SentFilter = { keyword?: string; status?: NotificationStatus; todo?: NotificationTodoFilter };

/** What the document asks of every recipient (receipt, reply), counted from its running counts. */
const completedCount = sql`case when ${notifications.requiresReply} then ${notifications.repliedCount}
  when ${notifications.requiresReceipt} then ${notifications.receiptedCount}
  else ${notifications.readCount} end`;
const pastDeadline = (today: string) => sql`${notifications.deadline} < ${today}::date`;

/**
 * The issuer's list's filters as one condition (its home card counts by it too). Outstanding: a
 * sent document asking a receipt or a reply that not every recipient has given.
 */
export function sentCondition(issuerOrgId: string, filter: SentFilter, today: string): SQL {
  return and(
    eq(notifications.issuerOrgId, issuerOrgId),
    filter.status ? eq(notifications.status, filter.status) : undefined,
    keywordOf(filter.keyword),
    filter.todo
      ? and(
          eq(notifications.status, 'SENT'),
          or(notifications.requiresReceipt, notifications.requiresReply),
          sql`${completedCount} < ${notifications.recipientCount}`,
        )
      : undefined,
    filter.todo === 'overdue' ? pastDeadline(today) : undefined,
  )!;
}

/** The recipient has not yet given the receipt or the reply its document asks (completedCondition's opposite). */
const stillToDo = () =>
  or(
    and(notifications.requiresReply, ne(recipients.state, 'REPLIED')),
    and(
      not(notifications.requiresReply),
      notifications.requiresReceipt,
      inArray(recipients.state, ['UNREAD', 'READ']),
    ),
  )!;

/** A recipient's list's filters as one condition (joined with the document when a filter reads it). */
export function receivedCondition(orgId: string, filter: ReceivedFilter, today: string): SQL {
  return and(
    eq(recipients.orgId, orgId),
    filter.state ? eq(recipients.state, filter.state) : undefined,
    keywordOf(filter.keyword),
    filter.todo ? stillToDo() : undefined,
    filter.todo === 'overdue' ? pastDeadline(today) : undefined,
  )!;
}

function keywordOf(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const like = containing(keyword);
  return or(ilike(notifications.title, like), ilike(notifications.docNumber, like));
}

export async function listSent(
  db: Database,
  issuerOrgId: string,
  filter: SentFilter,
  today: string,
  limit: number,
  offset: number,
) {
  const where = sentCondition(issuerOrgId, filter, today);
  const [total] = await db.select({ n: count() }).from(notifications).where(where);
  const items = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.updatedAt), desc(notifications.id))
    .limit(limit)
    .offset(offset);
  return { total: total?.n ?? 0, items };
}

export type ReceivedFilter = { keyword?: string; state?: RecipientState; todo?: NotificationTodoFilter };

const issuerOrg = alias(orgs, 'issuer_org');

/** A recipient's documents, newest first (ties in id order, as its index runs): a page of ids, then the rows. */
export async function listReceived(
  db: Database,
  orgId: string,
  filter: ReceivedFilter,
  today: string,
  limit: number,
  offset: number,
) {
  const where = receivedCondition(orgId, filter, today);
  const joined = Boolean(filter.keyword || filter.todo);
  const base = db.select({ id: recipients.id }).from(recipients);
  const scoped = joined
    ? base.innerJoin(notifications, eq(notifications.id, recipients.notificationId))
    : base;
  const countBase = db.select({ n: count() }).from(recipients);
  const [total] = await (joined
    ? countBase.innerJoin(notifications, eq(notifications.id, recipients.notificationId))
    : countBase
  ).where(where);
  const page = await scoped
    .where(where)
    .orderBy(desc(recipients.sentAt), asc(recipients.notificationId))
    .limit(limit)
    .offset(offset);
  if (page.length === 0) return { total: total?.n ?? 0, items: [] };
  const items = await db
    .select({ recipient: recipients, notification: notifications, issuerName: issuerOrg.name })
    .from(recipients)
    .innerJoin(notifications, eq(notifications.id, recipients.notificationId))
    .innerJoin(issuerOrg, eq(issuerOrg.id, notifications.issuerOrgId))
    .where(
      inArray(
        recipients.id,
        page.map((p) => p.id),
      ),
    )
    .orderBy(desc(recipients.sentAt), asc(recipients.notificationId));
  return { total: total?.n ?? 0, items };
}

export async function findRecipient(db: Database, notificationId: string, orgId: string) {
  const [row] = await db
    .select()
    .from(recipients)
    .where(and(eq(recipients.notificationId, notificationId), eq(recipients.orgId, orgId)));
  return row;
}

const STATE_ORDER = ['UNREAD', 'READ', 'RECEIPTED', 'REPLIED'] as const;

/**
 * Moves a recipient forward from the state it was read in, stamping the step, and counts it on
 * the document; undefined when the row moved meanwhile (a concurrent step: the caller answers 409).
 * Each counter holds the recipients at its state or beyond, so a step that skips one (a reply
 * where no receipt was asked) adds to every counter it passes.
 */
export async function advance(
  db: Database,
  current: RecipientRow,
  to: Exclude<RecipientState, 'UNREAD'>,
  values: Partial<RecipientRow>,
) {
  const [row] = await db
    .update(recipients)
    .set({ ...values, state: to })
    .where(and(eq(recipients.id, current.id), eq(recipients.state, current.state)))
    .returning();
  if (!row) return undefined;
  const passed = (state: RecipientState) =>
    STATE_ORDER.indexOf(state) > STATE_ORDER.indexOf(current.state) &&
    STATE_ORDER.indexOf(state) <= STATE_ORDER.indexOf(to)
      ? 1
      : 0;
  await db
    .update(notifications)
    .set({
      readCount: sql`${notifications.readCount} + ${passed('READ')}`,
      receiptedCount: sql`${notifications.receiptedCount} + ${passed('RECEIPTED')}`,
      repliedCount: sql`${notifications.repliedCount} + ${passed('REPLIED')}`,
    })
    .where(eq(notifications.id, current.notificationId));
  return row;
}

/** The recipient's row, locked for the step that follows. */
export async function lockRecipient(db: Database, notificationId: string, orgId: string) {
  const [row] = await db
    .select()
    .from(recipients)
    .where(and(eq(recipients.notificationId, notificationId), eq(recipients.orgId, orgId)))
    .for('update');
  return row;
}

export type RecipientFilter = { state?: RecipientState; missing?: boolean };

function recipientWhere(n: NotificationRow, filter: RecipientFilter): SQL {
  return and(
    eq(recipients.notificationId, n.id),
    filter.state ? eq(recipients.state, filter.state) : undefined,
    filter.missing ? sql`not (${completedCondition(n)})` : undefined,
  )!;
}

export async function listRecipients(
  db: Database,
  n: NotificationRow,
  filter: RecipientFilter,
  limit: number,
  offset: number,
) {
  const where = recipientWhere(n, filter);
  const [total] = await db.select({ n: count() }).from(recipients).where(where);
  const page = await db
    .select({ id: recipients.id })
    .from(recipients)
    .where(where)
    .orderBy(asc(recipients.state), asc(recipients.id))
    .limit(limit)
    .offset(offset);
  return {
    total: total?.n ?? 0,
    items: await decorate(
      db,
      page.map((p) => p.id),
    ),
  };
}

async function decorate(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ recipient: recipients, orgName: orgs.name })
    .from(recipients)
    .innerJoin(orgs, eq(orgs.id, recipients.orgId))
    .where(inArray(recipients.id, ids))
    .orderBy(asc(recipients.state), asc(recipients.id));
}

/** Every recipient in batches (the replies workbook), keyset-paged so a large document streams. */
export async function* allRecipients(db: Database, n: NotificationRow, batch = 500) {
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const page = await db
      .select({ id: recipients.id })
      .from(recipients)
      .where(and(eq(recipients.notificationId, n.id), sql`${recipients.id} > ${after}`))
      .orderBy(asc(recipients.id))
      .limit(batch);
    if (page.length === 0) return;
    const rows = await decorate(
      db,
      page.map((p) => p.id),
    );
    rows.sort((a, b) => (a.recipient.id < b.recipient.id ? -1 : 1));
    yield rows;
    after = page[page.length - 1]!.id;
  }
}

/** The document's review (notification/process), read in the caller's transaction. */
export async function reviewInstance(db: Database, notificationId: string) {
  const [row] = await db
    .select({ id: workflowInstances.id })
    .from(workflowInstances)
    .where(
      and(
        eq(workflowInstances.process, 'notification-review'),
        eq(workflowInstances.subjectId, notificationId),
      ),
    )
    .orderBy(desc(workflowInstances.createdAt))
    .limit(1);
  return row;
}

/** The organisation issued the document, or the sent document is addressed to it. */
export async function mayReadDocument(db: Database, id: string, orgId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(notifications)
    .leftJoin(
      recipients,
      and(
        eq(recipients.notificationId, notifications.id),
        eq(recipients.orgId, orgId),
        eq(notifications.status, 'SENT'),
      ),
    )
    .where(
      and(eq(notifications.id, id), or(eq(notifications.issuerOrgId, orgId), eq(recipients.orgId, orgId))),
    )
    .limit(1);
  return row !== undefined;
}

/** A reply is read by the replying organisation and by the document's issuer. */
export async function mayReadReply(db: Database, recipientId: string, orgId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(recipients)
    .innerJoin(notifications, eq(notifications.id, recipients.notificationId))
    .where(
      and(
        eq(recipients.id, recipientId),
        or(eq(recipients.orgId, orgId), eq(notifications.issuerOrgId, orgId)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Sent documents whose deadline day is before `today` and whose lateness nobody was told of. */
const unannouncedOverdue = (today: string) =>
  and(
    eq(notifications.status, 'SENT'),
    sql`${notifications.deadline} < ${today}`,
    sql`${notifications.overdueNotifiedAt} is null`,
  );

export async function listUnannouncedOverdue(db: Database, today: string, limit: number) {
  const rows = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(unannouncedOverdue(today))
    .orderBy(asc(notifications.deadline), asc(notifications.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Claims a document for the announcement; undefined when another sweeper was first. */
export async function claimOverdue(tx: Database, id: string, today: string, now: Date) {
  const [row] = await tx
    .update(notifications)
    .set({ overdueNotifiedAt: now })
    .where(and(eq(notifications.id, id), unannouncedOverdue(today)))
    .returning();
  return row;
}

/** Names of the recipients that have not done what the document asks, at most `limit`. */
export async function missingNames(db: Database, n: NotificationRow, limit: number) {
  const rows = await db
    .select({ name: orgs.name })
    .from(recipients)
    .innerJoin(orgs, eq(orgs.id, recipients.orgId))
    .where(and(eq(recipients.notificationId, n.id), sql`not (${completedCondition(n)})`))
    .orderBy(asc(orgs.name))
    .limit(limit);
  return rows.map((r) => r.name);
}

/** A recipient's home card: documents still to receipt or reply to, the late ones, the first few. */
export async function toDoCounts(db: Database, orgId: string, today: string, limit: number) {
  const pending = receivedCondition(orgId, { todo: 'pending' }, today);
  const overdue = receivedCondition(orgId, { todo: 'overdue' }, today);
  const [counts] = await db
    .select({ pending: count(), overdue: sql<number>`count(*) filter (where ${overdue})`.mapWith(Number) })
    .from(recipients)
    .innerJoin(notifications, eq(notifications.id, recipients.notificationId))
    .where(pending);
  const first = await db
    .select({
      id: notifications.id,
      title: notifications.title,
      deadline: notifications.deadline,
      requiresReply: notifications.requiresReply,
    })
    .from(recipients)
    .innerJoin(notifications, eq(notifications.id, recipients.notificationId))
    .where(pending)
    .orderBy(sql`${notifications.deadline} asc nulls last`, desc(recipients.sentAt), asc(notifications.id))
    .limit(limit);
  return { pending: counts?.pending ?? 0, overdue: counts?.overdue ?? 0, first };
}

/** The issuer's home card: its documents missing receipts or replies, how many recipients, the first few. */
export async function outstandingCounts(db: Database, issuerOrgId: string, today: string, limit: number) {
  const pending = sentCondition(issuerOrgId, { todo: 'pending' }, today);
  const overdue = sentCondition(issuerOrgId, { todo: 'overdue' }, today);
  const missing = sql`${notifications.recipientCount} - ${completedCount}`;
  const [counts] = await db
    .select({
      documents: count(),
      overdue: sql<number>`count(*) filter (where ${overdue})`.mapWith(Number),
      missing: sql<number>`coalesce(sum(${missing}), 0)`.mapWith(Number),
      missingLate: sql<number>`coalesce(sum(${missing}) filter (where ${overdue}), 0)`.mapWith(Number),
    })
    .from(notifications)
    .where(pending);
  const first = await db
    .select({
      id: notifications.id,
      title: notifications.title,
      deadline: notifications.deadline,
      recipients: notifications.recipientCount,
      missing: sql<number>`${missing}`.mapWith(Number),
    })
    .from(notifications)
    .where(pending)
    .orderBy(sql`${notifications.deadline} asc nulls last`, desc(notifications.updatedAt), notifications.id)
    .limit(limit);
  return {
    documents: counts?.documents ?? 0,
    overdue: counts?.overdue ?? 0,
    missing: counts?.missing ?? 0,
    missingLate: counts?.missingLate ?? 0,
    first,
  };
}
