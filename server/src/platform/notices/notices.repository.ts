// SQL for inbox notices. Every query names the owner, so another user's notice is simply not found.
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notices } from '../../db/schema/index.ts';

export type NoticeRow = typeof notices.$inferSelect;
export type NewNotice = { title: string; content: string; category: string; link?: string | null };

const live = (userId: string) => and(eq(notices.userId, userId), isNull(notices.discardedAt));

export async function countUnread(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notices)
    .where(and(live(userId), isNull(notices.readAt)));
  return row?.n ?? 0;
}

export async function listInbox(db: Database, userId: string, limit: number, offset: number) {
  const [total] = await db.select({ n: count() }).from(notices).where(live(userId));
  const items = await db
    .select()
    .from(notices)
    .where(live(userId))
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(limit)
    .offset(offset);
  return { total: total?.n ?? 0, items };
}

/** Marks read if unread; returns the notice, or undefined when the user has no such live notice. */
export async function markRead(
  db: Database,
  userId: string,
  id: string,
  now: Date,
): Promise<NoticeRow | undefined> {
  const [row] = await db
    .select()
    .from(notices)
    .where(and(live(userId), eq(notices.id, id)));
  if (!row || row.readAt) return row;
  const [updated] = await db.update(notices).set({ readAt: now }).where(eq(notices.id, id)).returning();
  await announceRead(db, userId);
  return updated;
}

/** Tells every process that the user's unread count changed (their cached counts, notices.ts). */
async function announceRead(db: Database, userId: string): Promise<void> {
  await db.execute(sql`select pg_notify(${NOTICE_READ_CHANNEL}, ${userId})`);
}

export async function discard(db: Database, userId: string, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(notices)
    .set({ discardedAt: now })
    .where(and(live(userId), eq(notices.id, id)))
    .returning({ id: notices.id });
  if (rows.length > 0) await announceRead(db, userId);
  return rows.length > 0;
}

export async function insertNotices(db: Database, userIds: readonly string[], notice: NewNotice, now: Date) {
  if (userIds.length === 0) return;
  await db.insert(notices).values(
    userIds.map((userId) => ({
      userId,
      title: notice.title,
      content: notice.content,
      category: notice.category,
      link: notice.link ?? null,
      createdAt: now,
    })),
  );
  // Told to every server process listening (notice-push.ts) when, and only if, the insert commits.
  await db.execute(sql`select pg_notify(${NOTICE_CHANNEL}, ${noticePayload(userIds)})`);
}

/** The channel on which new notices are announced, with the comma-joined ids of their users. */
export const NOTICE_CHANNEL = 'portal_notice';

/** The channel on which a user's notice read or discarded is announced, with the user's id. */
export const NOTICE_READ_CHANNEL = 'portal_notice_read';

// PostgreSQL refuses a payload of 8000 bytes or more: a notice to very many users says "everyone",
// and each process then refreshes every stream it holds.
export const noticePayload = (userIds: readonly string[]) => {
  const joined = userIds.join(',');
  return joined.length < 7000 ? joined : '*';
};
