// platform/reused.ts: the short-lived reuse of hot lookups (sessions, unread counts).
import { describe, expect, it } from 'vitest';
import { reused } from '../src/platform/reused.ts';

/** A lookup that answers when told to, counting its calls. */
function pendingLookup<V>() {
  const calls: Array<(value: V) => void> = [];
  return {
    calls,
    look: () => new Promise<V>((resolve) => calls.push(resolve)),
  };
}

describe('reused lookups', () => {
  it('share one query among the requests that miss at the same time', async () => {
    const cache = reused<number>({ ttlMs: 500, maxEntries: 10 });
    const lookup = pendingLookup<number>();
    const answers = Promise.all([1, 2, 3].map(() => cache.get('u1', 0, lookup.look)));
    expect(lookup.calls).toHaveLength(1);
    lookup.calls[0]!(7);
    expect(await answers).toEqual([7, 7, 7]);
  });

  it('keep an answer for its time to live, then ask again', async () => {
    const cache = reused<number>({ ttlMs: 500, maxEntries: 10 });
    let asked = 0;
    const look = async () => ++asked;
    expect(await cache.get('u1', 0, look)).toBe(1);
    expect(await cache.get('u1', 499, look)).toBe(1);
    expect(await cache.get('u1', 500, look)).toBe(2);
    expect(await cache.get('u2', 500, look)).toBe(3);
  });

  it('do not keep what was in flight when the key was forgotten', async () => {
    const cache = reused<number>({ ttlMs: 500, maxEntries: 10 });
    const lookup = pendingLookup<number>();
    const before = cache.get('u1', 0, lookup.look);
    cache.forget(['u1']);
    // Asked after the change: not handed the answer that may predate it.
    const after = cache.get('u1', 1, lookup.look);
    expect(lookup.calls).toHaveLength(2);
    // The stale answer arrives last: it must not overwrite the fresh one.
    lookup.calls[1]!(2);
    expect(await after).toBe(2);
    lookup.calls[0]!(1);
    expect(await before).toBe(1);
    // Only the lookup made after the change is kept.
    expect(await cache.get('u1', 2, async () => 99)).toBe(2);
    cache.forget('*');
    expect(await cache.get('u1', 3, async () => 3)).toBe(3);
  });

  it('do not keep what `keep` refuses, nor a failure', async () => {
    const cache = reused<string | undefined>({ ttlMs: 500, maxEntries: 10, keep: (v) => v !== undefined });
    expect(await cache.get('t', 0, async () => undefined)).toBeUndefined();
    expect(await cache.get('t', 1, async () => 'found')).toBe('found');
    const failing = reused<number>({ ttlMs: 500, maxEntries: 10 });
    await expect(failing.get('u', 0, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await failing.get('u', 1, async () => 5)).toBe(5);
  });

  it('start again past the most entries, and ask every time with no time to live', async () => {
    const cache = reused<number>({ ttlMs: 500, maxEntries: 2 });
    await cache.get('a', 0, async () => 1);
    await cache.get('b', 0, async () => 2);
    await cache.get('c', 0, async () => 3);
    expect(await cache.get('a', 1, async () => 10)).toBe(10);
    const off = reused<number>({ ttlMs: 0, maxEntries: 2 });
    let asked = 0;
    await off.get('a', 0, async () => ++asked);
    await off.get('a', 0, async () => ++asked);
    expect(asked).toBe(2);
  });
});
