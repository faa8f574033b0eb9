// Failed proofs of an account's password — at sign-in or when changing it — count towards one
// lock: after LOGIN_LOCK_AFTER_FAILURES the account is locked for LOGIN_LOCK_MINUTES (audited).
import {
  LOGIN_CAPTCHA_AFTER_FAILURES,
  LOGIN_LOCK_AFTER_FAILURES,
  LOGIN_LOCK_MINUTES,
} from '@portal/contract';
import type { Database } from '../../db/client.ts';
import type { Audit, AuditActor } from '../audit/audit.ts';
import * as throttle from './throttle.repository.ts';

/** Counts one failure of the account; answers the failures so far. */
export async function countFailure(db: Database, key: string, now: Date): Promise<throttle.ThrottleRow> {
  return throttle.addFailure(db, key, now, LOGIN_CAPTCHA_AFTER_FAILURES);
}

/** Locks the account once the failures reach the threshold; answers until when, or null. */
export async function lockIfDue(
  db: Database,
  audit: Audit,
  key: string,
  row: throttle.ThrottleRow,
  now: Date,
  by: { actor: AuditActor; address: string },
): Promise<Date | null> {
  if (row.failures < LOGIN_LOCK_AFTER_FAILURES) return null;
  const until = new Date(now.getTime() + LOGIN_LOCK_MINUTES * 60_000);
  if (await throttle.lockAccount(db, key, until)) {
    await audit.record({
      actor: by.actor,
      action: 'auth.account-locked',
      objectType: 'account',
      objectId: key,
      address: by.address,
      detail: { until: until.toISOString(), failures: row.failures },
    });
  }
  return row.lockedUntil ?? until;
}
