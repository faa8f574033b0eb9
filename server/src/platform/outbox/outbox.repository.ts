// SQL for the outbox (e-mail and SMS): insert, claim and delivery outcome, and the administrators'
// paged list.
import type { OutboxChannel, OutboxQuery, OutboxStatus } from '@portal/contract';
import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orgs, outbox, users } from '../../db/schema/index.ts';
import { type RegionScope, regionWithin } from '../access/region-scope.ts';
import { containing } from '../sql/like.ts';

export type OutboxRow = typeof outbox.$inferSelect;
export type NewMessage = {
  /** Default 'email'. */
  channel?: OutboxChannel;
  /** An e-mail address, or a mobile number for 'sms'. */
  to: string;
  /** The user the message is for, when there is one (scopes who may read it while held). */
  recipientUserId?: string | null;
  /** For 'sms', only a label in the administrators' list: the body is the whole text. */
  subject: string;
  body: string;
  purpose: string;
};

export async function insertMessage(
  db: Database,
  message: NewMessage,
  status: OutboxStatus,
  now: Date,
): Promise<OutboxRow> {
  const [row] = await db
    .insert(outbox)
    .values({
      channel: message.channel ?? 'email',
      recipient: message.to,
      recipientUserId: message.recipientUserId ?? null,
      subject: message.subject,
      body: message.body,
      purpose: message.purpose,
      status,
      createdAt: now,
    })
    .returning();
  return row!;
}

/** A queued row nobody holds: never claimed, or claimed before `staleBefore` (its deliverer died). */
const claimable = (channels: readonly OutboxChannel[], staleBefore: Date) =>
  and(
    eq(outbox.status, 'QUEUED'),
    inArray(outbox.channel, [...channels]),
    or(isNull(outbox.claimedAt), lt(outbox.claimedAt, staleBefore)),
  );

/**
 * Takes the row for delivery, counting the attempt: undefined when it is not claimable. One
 * conditional UPDATE, so of two deliverers racing for a row exactly one gets it (PostgreSQL
 * re-checks the condition on the row the other's committed update left).
 */
export async function claimMessage(
  db: Database,
  id: string,
  channels: readonly OutboxChannel[],
  claim: { now: Date; staleBefore: Date },
): Promise<OutboxRow | undefined> {
  const [row] = await db
    .update(outbox)
    .set({ claimedAt: claim.now, attempts: sql`${outbox.attempts} + 1` })
    .where(and(eq(outbox.id, id), claimable(channels, claim.staleBefore)))
    .returning();
  return row;
}

/** The outcome counts only from the deliverer still holding the claim made at `claimedAt`. */
const heldBy = (id: string, claimedAt: Date) =>
  and(eq(outbox.id, id), eq(outbox.status, 'QUEUED'), eq(outbox.claimedAt, claimedAt));

export async function markDelivered(db: Database, id: string, claimedAt: Date, now: Date): Promise<void> {
  await db.update(outbox).set({ status: 'SENT', sentAt: now, error: null }).where(heldBy(id, claimedAt));
}

export async function markFailed(db: Database, id: string, claimedAt: Date, error: string): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'FAILED', error: error.slice(0, 500) })
    .where(heldBy(id, claimedAt));
}

/** The queued rows a deliverer with these channels may take now, oldest first. */
export async function listClaimable(
  db: Database,
  channels: readonly OutboxChannel[],
  staleBefore: Date,
  limit: number,
): Promise<Pick<OutboxRow, 'id'>[]> {
  return db
    .select({ id: outbox.id })
    .from(outbox)
    .where(claimable(channels, staleBefore))
    .orderBy(outbox.createdAt)
    .limit(limit);
}

/**
 * What one administrator may see: messages (either channel) for users of organisations inside its
 * region scope; messages for no user at all only when the scope is the whole province. `bodyHidden` is true where the
 * body must not be shown to this reader (see toOutboxMessage).
 */
export async function listMessages(
  db: Database,
  query: OutboxQuery,
  reader: { id: string; scope: RegionScope; wholeProvince: boolean },
  limit: number,
  offset: number,
) {
  const conditions: (SQL | undefined)[] = [
    or(
      regionWithin(orgs.regionCode, reader.scope),
      reader.wholeProvince ? isNull(outbox.recipientUserId) : sql`false`,
    ),
  ];
  if (query.status) conditions.push(eq(outbox.status, query.status));
  if (query.channel) conditions.push(eq(outbox.channel, query.channel));
  if (query.to) conditions.push(ilike(outbox.recipient, containing(query.to)));
  const where = and(...conditions);
  const [total] = await db
    .select({ n: count() })
    .from(outbox)
    .leftJoin(users, eq(users.id, outbox.recipientUserId))
    .leftJoin(orgs, eq(orgs.id, users.orgId))
    .where(where);
  const items = await db
    .select({
      ...getTableColumns(outbox),
      // A holder of ADMIN or AUDITOR recovers through SMTP or the command line, never through
      // a colleague reading the code: that would let one administrator take over another.
      bodyHidden: sql<boolean>`coalesce(${users.id} <> ${reader.id} and cardinality(${users.authorities}) > 0, false)`,
    })
    .from(outbox)
    .leftJoin(users, eq(users.id, outbox.recipientUserId))
    .leftJoin(orgs, eq(orgs.id, users.orgId))
    .where(where)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit)
    .offset(offset);
  return { total: total?.n ?? 0, items };
}
