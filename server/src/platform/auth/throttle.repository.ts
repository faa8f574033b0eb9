// SQL for sign-in protection: consecutive failures per account name and address, failed attempts
// per address.
import { and, count, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { loginAttempts, loginThrottle } from '../../db/schema/index.ts';

export type ThrottleRow = { failures: number; locks: number; lockedUntil: Date | null };

const rowColumns = {
  failures: loginThrottle.failures,
  locks: loginThrottle.locks,
  lockedUntil: loginThrottle.lockedUntil,
};

const pair = (accountKey: string, address: string) =>
  and(eq(loginThrottle.accountKey, accountKey), eq(loginThrottle.address, address));

export async function findThrottle(
  db: Database,
  accountKey: string,
  address: string,
): Promise<ThrottleRow | undefined> {
  const [row] = await db.select(rowColumns).from(loginThrottle).where(pair(accountKey, address));
  return row;
}

/** The account's failures from every address since `since`. */
export async function accountFailures(db: Database, accountKey: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${loginThrottle.failures}), 0)::int` })
    .from(loginThrottle)
    .where(and(eq(loginThrottle.accountKey, accountKey), gt(loginThrottle.lastFailureAt, since)));
  return row?.n ?? 0;
}

/**
 * Counts one more failure of the pair in a single statement, so parallel guesses cannot slip past
 * the count. A served lock restarts the count at `afterLock`, keeping the captcha without locking at
 * once; a pair quiet since `forgetBefore` starts afresh, and the account's other such pairs go.
 */
export async function addFailure(
  db: Database,
  key: { accountKey: string; address: string },
  now: Date,
  afterLock: number,
  forgetBefore: Date,
): Promise<ThrottleRow> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const stale = sql`${loginThrottle.lastFailureAt} < ${forgetBefore.toISOString()}::timestamptz`;
  const lockServed = sql`(${loginThrottle.lockedUntil} is not null and ${loginThrottle.lockedUntil} <= ${at})`;
  const [row] = await db
    .insert(loginThrottle)
    .values({ ...key, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: [loginThrottle.accountKey, loginThrottle.address],
      set: {
        failures: sql`case when ${stale} then 1 when ${lockServed} then ${afterLock + 1} else ${loginThrottle.failures} + 1 end`,
        locks: sql`case when ${stale} then 0 else ${loginThrottle.locks} end`,
        lockedUntil: sql`case when ${stale} or ${lockServed} then null else ${loginThrottle.lockedUntil} end`,
        lastFailureAt: now,
      },
    })
    .returning(rowColumns);
  await db
    .delete(loginThrottle)
    .where(and(eq(loginThrottle.accountKey, key.accountKey), lt(loginThrottle.lastFailureAt, forgetBefore)));
  return row!;
}

/** Locks the pair unless it is locked already; true when this call set the lock. */
export async function lockPair(
  db: Database,
  key: { accountKey: string; address: string },
  until: Date,
): Promise<boolean> {
  const rows = await db
    .update(loginThrottle)
    .set({ lockedUntil: until, locks: sql`${loginThrottle.locks} + 1` })
    .where(and(pair(key.accountKey, key.address), sql`${loginThrottle.lockedUntil} is null`))
    .returning({ accountKey: loginThrottle.accountKey });
  return rows.length > 0;
}

/** Forgets the account's failures from one address, or from every address when none is named. */
export async function clearThrottle(db: Database, accountKey: string, address?: string): Promise<boolean> {
  const rows = await db
    .delete(loginThrottle)
    .where(address === undefined ? eq(loginThrottle.accountKey, accountKey) : pair(accountKey, address))
    .returning({ accountKey: loginThrottle.accountKey });
  return rows.length > 0;
}

export async function listLocks(db: Database, now: Date, limit: number, offset: number) {
  const live = gt(loginThrottle.lockedUntil, now);
  const [total] = await db.select({ n: count() }).from(loginThrottle).where(live);
  const items = await db
    .select({
      account: loginThrottle.accountKey,
      address: loginThrottle.address,
      failures: loginThrottle.failures,
      lockedUntil: loginThrottle.lockedUntil,
    })
    .from(loginThrottle)
    .where(live)
    .orderBy(desc(loginThrottle.lockedUntil), loginThrottle.accountKey, loginThrottle.address)
    .limit(limit)
    .offset(offset);
  return { total: total?.n ?? 0, items };
}

export async function countAddressFailures(db: Database, address: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.address, address),
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.at, since),
      ),
    );
  return row?.n ?? 0;
}

export async function addAttempt(
  db: Database,
  address: string,
  succeeded: boolean,
  now: Date,
  forgetBefore: Date,
) {
  await db.insert(loginAttempts).values({ address, succeeded, at: now });
  // Rows past the window serve no purpose; drop this address's old ones as we go.
  await db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.address, address), lt(loginAttempts.at, forgetBefore)));
}
