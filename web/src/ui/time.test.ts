// Printed times are China wall-clock times, whatever zone the browser is in.
import { describe, expect, it } from 'vitest';
import { formatDate, formatMinute, formatSecond } from './time';

describe('time formatting', () => {
  it('prints the China day, minute and second of an instant', () => {
    const lateEvening = '2026-03-02T16:30:05.123Z'; // 00:30 the next day in Beijing
    expect(formatDate(lateEvening)).toBe('2026-03-03');
    expect(formatMinute(lateEvening)).toBe('2026-03-03 00:30');
    expect(formatSecond(lateEvening)).toBe('2026-03-03 00:30:05');
    expect(formatMinute('2026-03-03T08:00:00+08:00')).toBe('2026-03-03 08:00');
    expect(formatDate(new Date('2026-12-31T15:59:59Z'))).toBe('2026-12-31');
  });

  it('prints the given placeholder for no instant or an unreadable one', () => {
    expect(formatDate(null)).toBe('');
    expect(formatMinute(undefined, '—')).toBe('—');
    expect(formatSecond('', '—')).toBe('—');
    expect(formatMinute('not a time', '—')).toBe('—');
  });
});
