// China's working days: weekends and public holidays are off, make-up Saturdays and Sundays
// (调休) are on. The calendar is the maintained `chinese-days` package (the State Council's yearly
// notice); a year it does not cover yet counts weekends only. Every deadline in working days
// (green-channel handling limits, acceptance within 5 working days, registration within 20) is
// counted here, on China calendar days ("YYYY-MM-DD", see china-time.ts).
// The package is CommonJS: Node's ESM loader offers its default export only (named imports work
// under Vite alone), so take the functions off the default.
import chineseDays from 'chinese-days';

const { findWorkday, isWorkday } = chineseDays;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const checkDay = (day: string): string => {
  if (!DAY.test(day)) throw new RangeError(`not a calendar day: ${day}`);
  return day;
};

/** Whether people work on this China calendar day. */
export const isWorkingDay = (day: string): boolean => isWorkday(checkDay(day));

/**
 * The working day `n` working days after `day` (n ≥ 1): a task handed over on a Friday with a
 * limit of 1 working day is due the next Monday, or later if Monday is a holiday.
 * With n = 0: `day` itself if it is a working day, else the next one.
 */
export const addWorkingDays = (day: string, n: number): string => {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`working days must be a whole number ≥ 0: ${n}`);
  return findWorkday(n, checkDay(day));
};

/**
 * Working days from `from` (exclusive) to `to` (inclusive): 0 when `to` is not after `from`.
 * Used to say how long a step took against a limit in working days.
 */
export const workingDaysBetween = (from: string, to: string): number => {
  checkDay(from);
  checkDay(to);
  if (to <= from) return 0;
  let count = 0;
  for (let d = nextDay(from); d <= to; d = nextDay(d)) if (isWorkday(d)) count++;
  return count;
};

const nextDay = (day: string): string => {
  const t = new Date(`${day}T00:00:00Z`).getTime() + 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
};
