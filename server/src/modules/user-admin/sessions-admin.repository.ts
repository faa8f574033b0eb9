// SQL for online sessions: live sessions of users inside the administrator's region scope.
import { and, count, desc, eq, gt, ilike, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orgs, sessions, users } from '../../db/schema/index.ts';
import type { RegionScope } from '../../platform/access/region-scope.ts';
import { offsetOf } from '../../platform/http/paging.ts';
import { containing } from '../../platform/sql/like.ts';
import { scoped } from './user-admin.repository.ts';

export type Cutoffs = { idle: Date; absolute: Date };

const live = (cutoffs: Cutoffs) =>
  and(
    gt(sessions.lastSeenAt, cutoffs.idle),
    gt(sessions.createdAt, cutoffs.absolute),
    eq(users.status, 'ACTIVE'),
  );

export async function listSessions(
  db: Database,
  query: { account?: string; page: number; size: number },
  scope: RegionScope,
  cutoffs: Cutoffs,
) {
  const where: (SQL | undefined)[] = [live(cutoffs), scoped(scope)];
  if (query.account) where.push(ilike(users.account, containing(query.account)));
  const from = () =>
    db
      .select({
        id: sessions.id,
        userId: users.id,
        account: users.account,
        name: users.name,
        orgName: orgs.name,
        address: sessions.address,
        userAgent: sessions.userAgent,
        startedAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .innerJoin(orgs, eq(orgs.id, users.orgId))
      .where(and(...where));
  const [total] = await db
    .select({ n: count() })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(orgs, eq(orgs.id, users.orgId))
    .where(and(...where));
  const rows = await from().orderBy(desc(sessions.lastSeenAt)).limit(query.size).offset(offsetOf(query));
  const items = rows.map((r) => ({
    ...r,
    startedAt: r.startedAt.toISOString(),
    lastSeenAt: r.lastSeenAt.toISOString(),
  }));
  return { total: total?.n ?? 0, items };
}

/** The session's user when the session is in scope; the caller then deletes it. */
export async function findScopedSession(db: Database, id: string, scope: RegionScope) {
  const [row] = await db
    .select({ id: sessions.id, userId: users.id, account: users.account })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(orgs, eq(orgs.id, users.orgId))
    .where(and(eq(sessions.id, id), scoped(scope)));
  return row;
}

export async function deleteSession(db: Database, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}
