// The store behind every route's config.rateLimit: counts live in the database, so several server
// processes sharing one PostgreSQL hold a client to one quota (the plugin's default store counts
// per process). Windows are fixed and aligned to the route's timeWindow on the injected clock, so
// every process agrees which window a request falls in without talking to the others.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Clock } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { rateLimitHits } from '../../db/schema/index.ts';

/** How often one process sweeps rows of ended windows (one indexed delete). */
const SWEEP_EVERY_MS = 10 * 60_000;
/** Rows are kept this long past their window, for servers whose clocks differ a little. */
const CLOCK_SKEW_MS = 60_000;

type Hits = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Hits) => void;
/** What child() really receives: the merged limit options and the route they apply to. */
type ChildOptions = { routeInfo?: { method?: string | string[]; url?: string } };

/** A store class for @fastify/rate-limit's `store` option, bound to this app's database and clock. */
export function databaseRateLimitStore(db: Database, clock: Clock): FastifyRateLimitStoreCtor {
  let nextSweep = 0;

  async function hit(key: string, timeWindow: number): Promise<Hits> {
    const now = clock().getTime();
    const length = Math.max(1, timeWindow);
    const start = Math.floor(now / length) * length;
    const [row] = await db
      .insert(rateLimitHits)
      .values({ key, windowStart: new Date(start), hits: 1, expiresAt: new Date(start + length) })
      .onConflictDoUpdate({
        target: [rateLimitHits.key, rateLimitHits.windowStart],
        set: { hits: sql`${rateLimitHits.hits} + 1` },
      })
      .returning({ hits: rateLimitHits.hits });
    if (now >= nextSweep) {
      nextSweep = now + SWEEP_EVERY_MS;
      await db.delete(rateLimitHits).where(lt(rateLimitHits.expiresAt, new Date(now - CLOCK_SKEW_MS)));
    }
    return { current: row!.hits, ttl: start + length - now };
  }

  // continueExceeding and exponentialBackoff are not supported: no route asks for them.
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    readonly #route: string;

    constructor(_options: unknown, route = '') {
      this.#route = route;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      hit(`${this.#route}|${key}`, timeWindow).then(
        (hits) => callback(null, hits),
        (error: Error) => callback(error),
      );
    }

    // Each route counts apart, as with the default store: its key starts with method and path.
    child(options: object): FastifyRateLimitStore {
      const route = (options as ChildOptions).routeInfo;
      const method = [route?.method ?? ''].flat().join(',');
      return new DatabaseRateLimitStore(undefined, `${method} ${route?.url ?? ''}`);
    }
  }
  return DatabaseRateLimitStore;
}
