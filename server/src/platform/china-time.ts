// China Standard Time (UTC+8, no daylight saving), whatever the server's own zone: the calendar
// days of filters and statistics, and the times printed in workbooks and messages.
const CST_OFFSET_MS = 8 * 3_600_000;

const shifted = (at: Date) => new Date(at.getTime() + CST_OFFSET_MS).toISOString();

/** 2026-03-02T16:30Z → "2026-03-03". */
export const chinaDay = (at: Date): string => shifted(at).slice(0, 10);

/** 2026-03-02T16:30Z → "2026-03-03 00:30". */
export const chinaMinute = (at: Date): string => shifted(at).slice(0, 16).replace('T', ' ');

/** The instant a China calendar day ("2026-03-03") begins. */
export const dayStart = (day: string): Date => new Date(`${day}T00:00:00+08:00`);

/** The instant the day after it begins: an exclusive upper bound for "up to and including `day`". */
export const nextDayStart = (day: string): Date => new Date(dayStart(day).getTime() + 86_400_000);
