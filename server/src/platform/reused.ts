// Answers of a hot lookup reused for a short while (issue 15 §1: the session behind every signed-in
// call, the bell's unread count). Two things a plain map with a time on each entry gets wrong:
// - when an entry expires, every request in flight for that key would query at once (fifty
//   connections, fifty identical queries queueing for the pool: the slowest answers of a run);
//   here they share the one query;
// - a lookup that started before an invalidation may return what the change made stale; it is
//   handed to those who asked, but not kept.
export type Reused<V> = {
  /** The kept value if younger than the time to live, else the shared answer of `look`. */
  get(key: string, now: number, look: () => Promise<V>): Promise<V>;
  /** Forgets the keys (or all): what is in flight then is not kept either. */
  forget(keys: readonly string[] | '*'): void;
};

export function reused<V>(options: {
  ttlMs: number;
  maxEntries: number;
  /** Whether an answer is worth keeping (a session not found is asked again). */
  keep?: (value: V) => boolean;
}): Reused<V> {
  const { ttlMs, maxEntries, keep = () => true } = options;
  const kept = new Map<string, { value: V; at: number }>();
  const inFlight = new Map<string, Promise<V>>();
  let generation = 0;

  return {
    get(key, now, look) {
      if (ttlMs <= 0) return look();
      const hit = kept.get(key);
      if (hit && now - hit.at < ttlMs) return Promise.resolve(hit.value);
      const shared = inFlight.get(key);
      if (shared) return shared;
      const started = generation;
      const answer = look().then(
        (value) => {
          if (inFlight.get(key) === answer) inFlight.delete(key);
          if (generation === started) {
            if (!keep(value)) kept.delete(key);
            else {
              if (kept.size >= maxEntries) kept.clear();
              kept.set(key, { value, at: now });
            }
          }
          return value;
        },
        (error: unknown) => {
          if (inFlight.get(key) === answer) inFlight.delete(key);
          throw error;
        },
      );
      inFlight.set(key, answer);
      return answer;
    },
    forget(keys) {
      generation++;
      if (keys === '*') {
        kept.clear();
        inFlight.clear();
        return;
      }
      for (const key of keys) {
        kept.delete(key);
        inFlight.delete(key);
      }
    },
  };
}
