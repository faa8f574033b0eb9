// SQL of account recovery: the account's e-mail and mobile, one live reset code per user, and the
// reset.
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

/** A new code replaces the previous one, whose tries and expiry no longer matter. */
export async function replaceCode(
  db: Database,
  values: { userId: string; codeHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db
    .insert(passwordResetCodes)
    .values({ ...values, tries: 0 })
    .onConflictDoUpdate({ target: passwordResetCodes.userId, set: { ...values, tries: 0 } });
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
