// SQL for the e-mail outbox: insert, delivery outcome, and the administrators' paged list.
import type { OutboxQuery, OutboxStatus } from '@portal/contract';
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';
import { containing } from '../sql/like.ts';

export type OutboxRow = typeof outbox.$inferSelect;
export type NewMessage = { to: string; subject: string; body: string; purpose: string };

export async function insertMessage(
  db: Database,
  message: NewMessage,
  status: OutboxStatus,
  now: Date,
): Promise<OutboxRow> {
  const [row] = await db
    .insert(outbox)
    .values({
      recipient: message.to,
      subject: message.subject,
      body: message.body,
      purpose: message.purpose,
      status,
      createdAt: now,
    })
    .returning();
  return row!;
}

export async function findMessage(db: Database, id: string): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  return row;
}

export async function markDelivered(db: Database, id: string, now: Date): Promise<void> {
  await db.update(outbox).set({ status: 'SENT', sentAt: now, error: null }).where(eq(outbox.id, id));
}

export async function markFailed(db: Database, id: string, attempts: number, error: string): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'FAILED', attempts, error: error.slice(0, 500) })
    .where(eq(outbox.id, id));
}

export async function listQueued(db: Database, limit: number): Promise<OutboxRow[]> {
  return db.select().from(outbox).where(eq(outbox.status, 'QUEUED')).orderBy(outbox.createdAt).limit(limit);
}

export async function listMessages(db: Database, query: OutboxQuery, limit: number, offset: number) {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(outbox.status, query.status));
  if (query.to) conditions.push(ilike(outbox.recipient, containing(query.to)));
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(outbox).where(where);
  const items = await db
    .select()
    .from(outbox)
    .where(where)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit)
    .offset(offset);
  return { total: total?.n ?? 0, items };
}
