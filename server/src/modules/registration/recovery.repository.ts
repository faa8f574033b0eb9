// SQL of account recovery: the account's e-mail and mobile, one live reset code per user, and the
// reset. The code's statements also run for nobody (NOBODY, write false), so that the work done
// does not depend on whether the account exists (recovery.service.ts).
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { loginThrottle, passwordResetCodes, sessions, users } from '../../db/schema/index.ts';

export type RecoveryCandidate = {
  id: string;
  account: string;
  email: string | null;
  mobile: string | null;
  status: string;
};

export async function findCandidate(db: Database, account: string): Promise<RecoveryCandidate | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      account: users.account,
      email: users.email,
      mobile: users.mobile,
      status: users.status,
    })
    .from(users)
    .where(eq(sql`lower(${users.account})`, account.toLowerCase()));
  return row;
}

export type ResetCodeRow = typeof passwordResetCodes.$inferSelect;

export async function findCode(db: Database, userId: string): Promise<ResetCodeRow | undefined> {
  const [row] = await db.select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, userId));
  return row;
}

/** The user id of a statement aimed at nobody: no user has it, so it reads and writes nothing. */
export const NOBODY = '00000000-0000-0000-0000-000000000000';

/**
 * A new code replaces the previous one, whose tries and expiry no longer matter. With `write`
 * false the very same statement runs and writes nothing: a request that sends no code costs what
 * one that sends a code does. Plain SQL, as drizzle has no INSERT … SELECT … WHERE short of every
 * column.
 */
export async function replaceCode(
  db: Database,
  values: { userId: string; codeHash: string; expiresAt: Date; createdAt: Date },
  write: boolean,
): Promise<void> {
  await db.execute(sql`
    insert into ${passwordResetCodes} (user_id, code_hash, tries, expires_at, created_at)
    select ${values.userId}::uuid, ${values.codeHash}, 0, ${values.expiresAt.toISOString()}::timestamptz,
      ${values.createdAt.toISOString()}::timestamptz
    where ${write}::boolean
    on conflict (user_id) do update set code_hash = excluded.code_hash, tries = 0,
      expires_at = excluded.expires_at, created_at = excluded.created_at`);
}

/**
 * Takes one of the code's tries, atomically: concurrent guesses cannot exceed the limit. Returns
 * the code's hash, or undefined when there is no live code (none, expired, tries used up).
 */
export async function claimTry(db: Database, userId: string, now: Date, maxTries: number) {
  const [row] = await db
    .update(passwordResetCodes)
    .set({ tries: sql`${passwordResetCodes.tries} + 1` })
    .where(
      and(
        eq(passwordResetCodes.userId, userId),
        lt(passwordResetCodes.tries, maxTries),
        gt(passwordResetCodes.expiresAt, now),
      ),
    )
    .returning({ codeHash: passwordResetCodes.codeHash });
  return row?.codeHash;
}

/** The new password ends every session of the user: whoever held the old one is out. */
export async function resetPassword(
  tx: Database,
  user: { id: string; accountKey: string },
  passwordHash: string,
  now: Date,
): Promise<number> {
  await tx
    .update(users)
    .set({ passwordHash, mustChangePassword: false, passwordChangedAt: now, updatedAt: now })
    .where(eq(users.id, user.id));
  await tx.delete(passwordResetCodes).where(eq(passwordResetCodes.userId, user.id));
  // Proving the mailbox is proof enough to lift a sign-in lock on the account.
  await tx.delete(loginThrottle).where(eq(loginThrottle.accountKey, user.accountKey));
  const ended = await tx.delete(sessions).where(eq(sessions.userId, user.id)).returning({ id: sessions.id });
  return ended.length;
}
