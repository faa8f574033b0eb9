// A clock the test moves by hand; nothing in the suite sleeps for time to pass.
export type TestClock = { now: () => Date; set(at: Date): void; advance(ms: number): void };

export function testClock(start = new Date('2026-03-02T09:00:00+08:00')): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (at) => {
      current = at.getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
