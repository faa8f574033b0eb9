// Failed proofs of an account's password — at sign-in or when changing it — count per account and
// client address (issue 8 §4): after LOGIN_LOCK_AFTER_FAILURES from one address the account is
// locked for that address only, for longer each time (LOGIN_LOCK_STEPS_MINUTES, audited), so a
// stranger's guesses never lock the owner out; the owner meets a captcha instead (login.ts).
import {
  LOGIN_CAPTCHA_AFTER_FAILURES,
  LOGIN_FAILURE_MEMORY_HOURS,
  LOGIN_LOCK_AFTER_FAILURES,
  LOGIN_LOCK_STEPS_MINUTES,
} from '@portal/contract';
import type { Database } from '../../db/client.ts';
import type { Audit, AuditActor } from '../audit/audit.ts';
import * as throttle from './throttle.repository.ts';

/** Failures older than this are forgotten. */
export const failureMemoryStart = (now: Date) =>
  new Date(now.getTime() - LOGIN_FAILURE_MEMORY_HOURS * 3_600_000);

/** Counts one failure of the account from the address; answers the pair's failures so far. */
export async function countFailure(
  db: Database,
  key: string,
  address: string,
  now: Date,
): Promise<throttle.ThrottleRow> {
  return throttle.addFailure(
    db,
    { accountKey: key, address },
    now,
    LOGIN_CAPTCHA_AFTER_FAILURES,
    failureMemoryStart(now),
  );
}

/** Locks the account for the address once its failures reach the threshold; answers until when, or null. */
export async function lockIfDue(
  db: Database,
  audit: Audit,
  key: string,
  row: throttle.ThrottleRow,
  now: Date,
  by: { actor: AuditActor; address: string },
): Promise<Date | null> {
  if (row.failures < LOGIN_LOCK_AFTER_FAILURES) return null;
  const minutes = LOGIN_LOCK_STEPS_MINUTES[Math.min(row.locks, LOGIN_LOCK_STEPS_MINUTES.length - 1)]!;
  const until = new Date(now.getTime() + minutes * 60_000);
  if (await throttle.lockPair(db, { accountKey: key, address: by.address }, until)) {
    await audit.record({
      actor: by.actor,
      action: 'auth.account-locked',
      objectType: 'account',
      objectId: key,
      address: by.address,
      detail: { until: until.toISOString(), minutes, failures: row.failures },
    });
  }
  return row.lockedUntil ?? until;
}
