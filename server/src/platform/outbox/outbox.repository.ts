// SQL for the outbox (e-mail and SMS): insert, claim and delivery outcome, and the administrators'
// paged list.
import type { OutboxChannel, OutboxQuery, OutboxStatus } from '@portal/contract';
import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  ilike,
  inArray,
  isNull,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog, orgs, outbox, users } from '../../db/schema/index.ts';
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
  /** After this the message is not delivered nor shown to be passed on (a code that expired). */
  expiresAt?: Date | null;
};

/**
 * Writes the message and answers its id; with `write` false runs the very same statement, which
 * then writes nothing (undefined): for a caller whose timing must not tell whether it wrote
 * (account recovery). Plain SQL, as drizzle has no INSERT … SELECT … WHERE short of every column.
 */
export async function insertMessage(
  db: Database,
  message: NewMessage,
  status: OutboxStatus,
  now: Date,
  write = true,
): Promise<string | undefined> {
  const result = await db.execute(sql`
    insert into ${outbox} (channel, recipient, recipient_user_id, subject, body, purpose, status, created_at, expires_at)
    select ${message.channel ?? 'email'}, ${message.to}, ${message.recipientUserId ?? null}::uuid,
      ${message.subject}, ${message.body}, ${message.purpose}, ${status}, ${now.toISOString()}::timestamptz,
      ${message.expiresAt?.toISOString() ?? null}::timestamptz
    where ${write}::boolean
    returning id`);
  // PGlite and node-postgres both answer { rows }.
  return (result as unknown as { rows: { id: string }[] }).rows[0]?.id;
}

/** Which rows a deliverer may take, besides that their channel has a provider. */
export type Claimable = {
  /** A claim made before this is dead (its deliverer stopped mid-send): the row is free again. */
  staleBefore: Date;
  /** A FAILED row is tried again until it has had this many tries. */
  maxAttempts: number;
  /** The time now: a row that expired by then is not sent any more. */
  now: Date;
};

/** What a FAILED row says when it expired before it could be sent. */
export const EXPIRED_ERROR = '已过期';

/**
 * A row waiting for a deliverer (expired or not): QUEUED and held by nobody (never claimed, or
 * claimed before `staleBefore`), or FAILED with tries left. HELD rows never: no provider was there
 * to send them, and an administrator may have passed them on already.
 */
const waiting = (channels: readonly OutboxChannel[], rule: Claimable) =>
  and(
    inArray(outbox.channel, [...channels]),
    or(
      and(eq(outbox.status, 'QUEUED'), or(isNull(outbox.claimedAt), lt(outbox.claimedAt, rule.staleBefore))),
      and(eq(outbox.status, 'FAILED'), lt(outbox.attempts, rule.maxAttempts)),
    ),
  );

/** A waiting row still worth sending. */
const claimable = (channels: readonly OutboxChannel[], rule: Claimable) =>
  and(waiting(channels, rule), or(isNull(outbox.expiresAt), gt(outbox.expiresAt, rule.now)));

/**
 * Takes the row for delivery, counting the attempt (a FAILED row is QUEUED again while it is
 * tried): undefined when it is not claimable. One conditional UPDATE, so of two deliverers racing
 * for a row exactly one gets it (PostgreSQL re-checks the condition on the row the other's
 * committed update left).
 */
export async function claimMessage(
  db: Database,
  id: string,
  channels: readonly OutboxChannel[],
  claim: Claimable,
): Promise<OutboxRow | undefined> {
  const [row] = await db
    .update(outbox)
    .set({ status: 'QUEUED', claimedAt: claim.now, attempts: sql`${outbox.attempts} + 1` })
    .where(and(eq(outbox.id, id), claimable(channels, claim)))
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

/**
 * Ends the waiting rows that expired (FAILED, EXPIRED_ERROR), so that they neither look queued
 * forever nor seem to have tries left. The claim refuses them in any case.
 */
export async function expireWaiting(
  db: Database,
  channels: readonly OutboxChannel[],
  rule: Claimable,
): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'FAILED', error: EXPIRED_ERROR })
    .where(and(waiting(channels, rule), lte(outbox.expiresAt, rule.now)));
}

/** The rows a deliverer with these channels may take now, oldest first. */
export async function listClaimable(
  db: Database,
  channels: readonly OutboxChannel[],
  rule: Claimable,
  limit: number,
): Promise<Pick<OutboxRow, 'id'>[]> {
  return db
    .select({ id: outbox.id })
    .from(outbox)
    .where(claimable(channels, rule))
    .orderBy(outbox.createdAt)
    .limit(limit);
}

/** The recipient lost ADMIN or AUDITOR at some time (the audit log's object index finds its rows). */
const heldAuthority = sql`exists (select 1 from ${auditLog} where ${auditLog.objectType} = 'user' and ${auditLog.objectId} = ${users.id}::text and ${auditLog.action} = 'user.authority-revoked')`;

/**
 * What one administrator may see: messages (either channel) for users of organisations inside its
 * region scope; messages for no user at all only when the scope is the whole province. `bodyHidden` is true where the
 * body must not be shown to this reader (see toOutboxMessage).
 */
export type OutboxReader = { id: string; scope: RegionScope; wholeProvince: boolean };

/**
 * The messages an administrator reads: to users of its region scope, and (for the whole province)
 * those to no user. Over outbox left-joined to the recipient user and its organisation.
 */
const readableBy = (reader: OutboxReader) =>
  or(
    regionWithin(orgs.regionCode, reader.scope),
    reader.wholeProvince ? isNull(outbox.recipientUserId) : sql`false`,
  );

/** How many messages of each status the reader's list holds (the home card), in one query. */
export async function countByStatus<S extends OutboxStatus>(
  db: Database,
  reader: OutboxReader,
  statuses: readonly S[],
): Promise<Record<S, number>> {
  const columns = Object.fromEntries(
    statuses.map((st) => [st, sql<number>`count(*) filter (where ${outbox.status} = ${st})::int`]),
  );
  const [row] = await db
    .select(columns)
    .from(outbox)
    .leftJoin(users, eq(users.id, outbox.recipientUserId))
    .leftJoin(orgs, eq(orgs.id, users.orgId))
    .where(and(readableBy(reader), inArray(outbox.status, [...statuses])));
  return Object.fromEntries(statuses.map((st) => [st, Number(row?.[st] ?? 0)])) as Record<S, number>;
}

export async function listMessages(
  db: Database,
  query: OutboxQuery,
  reader: OutboxReader,
  limit: number,
  offset: number,
) {
  const conditions: (SQL | undefined)[] = [readableBy(reader)];
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
      // a colleague reading the code: that would let one administrator take over another. So
      // does a former holder (its authority revoked, as far back as the audit log reaches): an
      // administrator could otherwise revoke, read the code, set the password and grant again.
      bodyHidden: sql<boolean>`coalesce(${users.id} <> ${reader.id} and (cardinality(${users.authorities}) > 0 or ${heldAuthority}), false)`,
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
