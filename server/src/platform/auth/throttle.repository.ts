// SQL for sign-in protection: consecutive failures per account name, failed attempts per address.
import { and, count, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { loginAttempts, loginThrottle } from '../../db/schema/index.ts';

export type ThrottleRow = { failures: number; lockedUntil: Date | null };

export async function findThrottle(db: Database, accountKey: string): Promise<ThrottleRow | undefined> {
  const [row] = await db
    .select({ failures: loginThrottle.failures, lockedUntil: loginThrottle.lockedUntil })
    .from(loginThrottle)
    .where(eq(loginThrottle.accountKey, accountKey));
  return row;
}

/**
 * Counts one more failure in a single statement, so parallel guesses cannot slip past the count.
 * A served lock restarts the count at `afterLock`, keeping the captcha without locking at once.
 */
export async function addFailure(
  db: Database,
  accountKey: string,
  now: Date,
  afterLock: number,
): Promise<ThrottleRow> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const lockServed = sql`(${loginThrottle.lockedUntil} is not null and ${loginThrottle.lockedUntil} <= ${at})`;
  const [row] = await db
    .insert(loginThrottle)
    .values({ accountKey, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: loginThrottle.accountKey,
      set: {
        failures: sql`case when ${lockServed} then ${afterLock + 1} else ${loginThrottle.failures} + 1 end`,
        lockedUntil: sql`case when ${lockServed} then null else ${loginThrottle.lockedUntil} end`,
        lastFailureAt: now,
      },
    })
    .returning({ failures: loginThrottle.failures, lockedUntil: loginThrottle.lockedUntil });
  return row!;
}

/** Sets the lock unless one is already set; true when this call set it. */
export async function lockAccount(db: Database, accountKey: string, until: Date): Promise<boolean> {
  const rows = await db
    .update(loginThrottle)
    .set({ lockedUntil: until })
    .where(and(eq(loginThrottle.accountKey, accountKey), sql`${loginThrottle.lockedUntil} is null`))
    .returning({ accountKey: loginThrottle.accountKey });
  return rows.length > 0;
}

export async function clearThrottle(db: Database, accountKey: string): Promise<boolean> {
  const rows = await db
    .delete(loginThrottle)
    .where(eq(loginThrottle.accountKey, accountKey))
    .returning({ accountKey: loginThrottle.accountKey });
  return rows.length > 0;
}

export async function listLocks(db: Database, now: Date, limit: number, offset: number) {
  const live = gt(loginThrottle.lockedUntil, now);
  const [total] = await db.select({ n: count() }).from(loginThrottle).where(live);
  const items = await db
    .select({
      account: loginThrottle.accountKey,
      failures: loginThrottle.failures,
      lockedUntil: loginThrottle.lockedUntil,
    })
    .from(loginThrottle)
    .where(live)
    .orderBy(desc(loginThrottle.lockedUntil), loginThrottle.accountKey)
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
