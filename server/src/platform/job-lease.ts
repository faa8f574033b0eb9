// One process at a time runs a background job on a shared PostgreSQL (issue 15 §3). Each process's
// timer still fires; a run starts only where an atomic upsert takes (or keeps) the job's lease row.
// The lease lasts one period, so a second process whose timer fires later in the same period finds
// it held; the holder takes it again at its next tick, and if it dies another takes over after at
// most one period. While a run lasts longer than that, the holder renews it. A stopping process
// does not give its lease up: the period it ran in is done, and a restart must not run it twice.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { eq, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { jobLeases } from '../db/schema/index.ts';

export type JobLease = {
  /** Takes or keeps the lease of `name` for `ms`; false while another process holds it. */
  take(name: string, ms: number): Promise<boolean>;
  readonly holder: string;
};

export function createJobLease(db: Database): JobLease {
  const holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  return {
    holder,
    async take(name, ms) {
      // The database's now(), not each process's clock: the processes' clocks may disagree.
      const until = sql`now() + ${ms} * interval '1 millisecond'`;
      const rows = await db
        .insert(jobLeases)
        .values({ name, holder, expiresAt: until })
        .onConflictDoUpdate({
          target: jobLeases.name,
          set: { holder, expiresAt: until },
          setWhere: or(lt(jobLeases.expiresAt, sql`now()`), eq(jobLeases.holder, holder)),
        })
        .returning({ name: jobLeases.name });
      return rows.length > 0;
    },
  };
}
