// SQL for server-side sessions. The lookup is one indexed query joining session, user and org.
import type { SessionUser } from '@portal/contract';
import { and, eq, gt, inArray, lt, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orgs, sessions, users } from '../../db/schema/index.ts';
import { sessionUserColumns, toSessionUser } from './user.repository.ts';

/**
 * `limited`: the user or its organisation is PENDING (a registrant awaiting review); DISABLED users
 * have no session at all.
 */
/** A registrant awaiting review — the user or its organisation still PENDING — gets a limited session. */
export const isLimited = (userStatus: string, orgStatus: string): boolean =>
  userStatus !== 'ACTIVE' || orgStatus !== 'ACTIVE';

export type SessionRow = { id: string; lastSeenAt: Date; user: SessionUser; limited: boolean };

export async function findLiveSession(
  db: Database,
  tokenHash: string,
  idleCutoff: Date,
  absoluteCutoff: Date,
): Promise<SessionRow | undefined> {
  const [row] = await db
    .select({
      id: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      status: users.status,
      orgStatus: orgs.status,
      ...sessionUserColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(orgs, eq(orgs.id, users.orgId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.lastSeenAt, idleCutoff),
        gt(sessions.createdAt, absoluteCutoff),
        inArray(users.status, ['ACTIVE', 'PENDING']),
      ),
    );
  if (!row) return undefined;
  return {
    id: row.id,
    lastSeenAt: row.lastSeenAt,
    user: toSessionUser(row),
    limited: isLimited(row.status, row.orgStatus),
  };
}

export async function insertSession(
  db: Database,
  values: { tokenHash: string; userId: string; address: string; userAgent: string | null; now: Date },
): Promise<string> {
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: values.tokenHash,
      userId: values.userId,
      address: values.address,
      userAgent: values.userAgent,
      createdAt: values.now,
      lastSeenAt: values.now,
    })
    .returning({ id: sessions.id });
  return row!.id;
}

export async function touchSession(db: Database, id: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
}

/** Returns the user of the deleted session, if there was one. */
export async function deleteSessionByToken(db: Database, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .delete(sessions)
    .where(eq(sessions.tokenHash, tokenHash))
    .returning({ userId: sessions.userId });
  return row?.userId;
}

export async function deleteOtherSessions(db: Database, userId: string, keepId: string): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)))
    .returning({ id: sessions.id });
  return rows.length;
}

export async function deleteExpiredSessions(
  db: Database,
  idleCutoff: Date,
  absoluteCutoff: Date,
): Promise<void> {
  await db
    .delete(sessions)
    .where(or(lt(sessions.lastSeenAt, idleCutoff), lt(sessions.createdAt, absoluteCutoff)));
}
