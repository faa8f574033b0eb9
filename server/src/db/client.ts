// Opens the database: embedded PGlite in DATA_DIR by default, a PostgreSQL server when DATABASE_URL
// is set. Both give a drizzle instance of the same type, so nothing above this file knows which.
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';

/**
 * The one database type used by repositories; a transaction is one too. Queries name their tables
 * (select/insert/update), never the relational `db.query` API, so the type carries no schema and a
 * feature's tables may live in its module (modules/<f>/<f>.schema.ts, see drizzle.config.ts).
 */
export type Database = PgDatabase<PgQueryResultHKT>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs fn while no other process sharing the database runs an exclusive section (migrate, seed). */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Calls `fn` with the payload of each NOTIFY on `channel`, from any process sharing the database
   * (PGlite: its one process); answers the way to stop.
   */
  listen: Listen;
  /** The PostgreSQL pool's connections (for the metrics); absent on PGlite. */
  poolStats?: () => { total: number; idle: number; waiting: number };
};

export type Listen = (channel: string, fn: (payload: string) => void) => Promise<() => Promise<void>>;

/** dataDir null opens an in-memory PGlite; `pglite` adopts one already opened with PGLITE_OPTIONS. */
export type DatabaseTarget = { url: string } | { dataDir: string | null } | { pglite: PGlite };

/**
 * Options every PGlite the project opens needs: pg_trgm, whose GIN indexes serve the "name
 * contains" searches (migration 0013). Opened without it, a database that has the indexes fails
 * every query that reads them ("could not access file pg_trgm").
 */
export const PGLITE_OPTIONS = { extensions: { pg_trgm } } satisfies PGliteOptions;

// Arbitrary constant naming the startup section in pg_advisory_lock.
const STARTUP_LOCK_ID = 4_300_2026;

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('url' in target) return openPostgres(target.url);
  const client =
    'pglite' in target
      ? target.pglite
      : target.dataDir === null
        ? new PGlite(PGLITE_OPTIONS)
        : new PGlite(path.join(target.dataDir, 'pglite'), PGLITE_OPTIONS);
  await client.waitReady;
  const db = drizzlePglite({ client }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    // One process owns a PGlite directory (see lock.ts), so there is nobody to exclude.
    exclusive: (fn) => fn(),
    listen: (channel, fn) => client.listen(channel, fn),
    close: () => client.close(),
  };
}

function openPostgres(url: string): DatabaseHandle {
  // JIT compilation pays off for long analytical queries, not for a portal's short ones: a
  // province-wide list estimated at many rows spent 100–170 ms compiling (bench/enterprise-list.ts).
  const pool = new pg.Pool({ connectionString: url, max: 10, options: '-c jit=off' });
  // An idle client that loses its server must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool }) as unknown as Database;
  const listener = postgresListener(url);
  return {
    db,
    kind: 'postgres',
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async exclusive(fn) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_ID]);
        return await fn();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    listen: listener.listen,
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

/**
 * LISTEN needs a connection of its own, held open outside the pool; opened at the first listen,
 * and opened again (listening anew) a second after it is lost.
 */
function postgresListener(url: string) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | null = null;
  let opening: Promise<pg.Client> | null = null;
  let closed = false;
  const open = (): Promise<pg.Client> => {
    opening ??= (async () => {
      const c = new pg.Client({ connectionString: url });
      c.on('notification', (m) => {
        for (const fn of handlers.get(m.channel) ?? []) fn(m.payload ?? '');
      });
      c.on('error', () => {
        if (client === c) client = null;
        opening = null;
        c.end().catch(() => {});
        if (!closed) setTimeout(() => void open().catch(() => {}), 1000).unref();
      });
      await c.connect();
      for (const channel of handlers.keys()) await c.query(`listen "${channel}"`);
      client = c;
      return c;
    })();
    return opening;
  };
  return {
    async listen(channel: string, fn: (payload: string) => void) {
      let set = handlers.get(channel);
      const first = !set;
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
      }
      set.add(fn);
      const c = client ?? (await open());
      // A client opened just now already listens to every channel in `handlers`.
      if (first && c === client) await c.query(`listen "${channel}"`).catch(() => {});
      return async () => {
        set.delete(fn);
      };
    },
    async close() {
      closed = true;
      await client?.end().catch(() => {});
    },
  };
}
