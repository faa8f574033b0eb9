// Instants as the portal prints them: in China Standard Time (UTC+8, no daylight saving), whatever
// the visitor's own zone — the same days and minutes the server uses in filters, statistics and
// workbooks (server/src/platform/china-time.ts).
const CST_OFFSET_MS = 8 * 3_600_000;

type Instant = string | Date | null | undefined;

/** "2026-03-02T16:30:05.000Z" as the China wall clock, in the same ISO shape; null when unreadable. */
function china(at: Instant): string | null {
  if (at === null || at === undefined || at === '') return null;
  const ms = new Date(at).getTime();
  return Number.isNaN(ms) ? null : new Date(ms + CST_OFFSET_MS).toISOString();
}

/** 2026-03-02T16:30Z → "2026-03-03"; `empty` for no (or no readable) instant. */
export const formatDate = (at: Instant, empty = ''): string => china(at)?.slice(0, 10) ?? empty;

/** 2026-03-02T16:30Z → "2026-03-03 00:30". */
export const formatMinute = (at: Instant, empty = ''): string =>
  china(at)?.slice(0, 16).replace('T', ' ') ?? empty;

/** 2026-03-02T16:30:05Z → "2026-03-03 00:30:05". */
export const formatSecond = (at: Instant, empty = ''): string =>
  china(at)?.slice(0, 19).replace('T', ' ') ?? empty;
