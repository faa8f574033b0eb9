import { describe, expect, it } from 'vitest';
import { addWorkingDays, isWorkingDay, workingDaysBetween } from '../src/platform/calendar/working-days.ts';

// 2026's National Day holiday ran 1–7 October with make-up working days on Sunday 20 September and
// Saturday 10 October (State Council notice of November 2025).
describe('China working days', () => {
  it('knows holidays and make-up days', () => {
    expect(isWorkingDay('2026-10-01')).toBe(false);
    expect(isWorkingDay('2026-10-10')).toBe(true); // a Saturday worked in lieu
    expect(isWorkingDay('2026-09-20')).toBe(true); // a Sunday worked in lieu
    expect(isWorkingDay('2026-11-28')).toBe(false); // an ordinary Saturday
    expect(isWorkingDay('2026-11-25')).toBe(true);
  });

  it('adds working days over a holiday', () => {
    // 30 Sep, 8, 9, 10 (Saturday in lieu), 12 October
    expect(addWorkingDays('2026-09-29', 5)).toBe('2026-10-12');
    expect(addWorkingDays('2026-11-27', 1)).toBe('2026-11-30'); // Friday → Monday
    expect(addWorkingDays('2026-11-28', 0)).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-25', 0)).toBe('2026-11-25');
  });

  it('counts working days between two days', () => {
    expect(workingDaysBetween('2026-09-29', '2026-10-12')).toBe(5);
    expect(workingDaysBetween('2026-10-12', '2026-09-29')).toBe(0);
    expect(workingDaysBetween('2026-11-23', '2026-11-30')).toBe(5);
  });

  it('refuses what is not a day', () => {
    expect(() => addWorkingDays('2026/10/01', 1)).toThrow(RangeError);
    expect(() => addWorkingDays('2026-10-01', -1)).toThrow(RangeError);
  });
});
