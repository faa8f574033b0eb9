// Who sees which problems, who may use the green channel, and how a limit in working days becomes
// a deadline. The server enforces all three; the menu only hides the entries (spec §6).
import type { SessionUser } from '@portal/contract';
import { addWorkingDays } from '../../platform/calendar/working-days.ts';
import { chinaDay, nextDayStart } from '../../platform/china-time.ts';
import type { ProblemScope } from './problem.repository.ts';

/** The owner type of a problem's attachments in the file store (fileReaders.problem). */
export const PROBLEM_OWNER = 'problem';

/** The rule lives in platform: research and sentiment grey out their convert buttons by it. */
export { mayUseGreenChannel } from '../../platform/access/green-channel.ts';

/** The routes admit only these three types (problem.routes.ts), so every caller has a scope. */
export function scopeOf(who: { org: SessionUser['org'] }): ProblemScope {
  const orgId = who.org.id;
  if (who.org.type === 'ENTERPRISE') return { kind: 'enterprise', orgId };
  if (who.org.type === 'FINANCIAL') return { kind: 'office', orgId, region: who.org.regionCode };
  return { kind: 'unit', orgId };
}

/** The end (China time) of the n-th working day after the day of `from`. */
export function deadlineAfter(from: Date, workingDays: number): Date {
  const day = addWorkingDays(chinaDay(from), workingDays);
  return new Date(nextDayStart(day).getTime() - 1);
}

/** The start (China time) of the Monday after China's current week: "due this week" ends there. */
export function nextWeekStart(now: Date): Date {
  const today = chinaDay(now);
  // 0 Monday … 6 Sunday, read from the China day itself so the server's zone plays no part.
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  return new Date(nextDayStart(today).getTime() + (6 - weekday) * 86_400_000);
}
