// The outcome of every background job's runs (issue 16: the administrators' failed jobs): one row
// per job name with its last run, last success, last failure and consecutive failures. Written by
// `every` around each run; a recording that fails is logged and never stops or fails the job.
import { hostname } from 'node:os';
import { asc, eq, sql } from 'drizzle-orm';
import type { Clock } from '../config.ts';
import type { Database } from '../db/client.ts';
import { jobRuns } from '../db/schema/index.ts';

/** A failure's message is cut to this many characters (a stack or a response body is no title). */
export const JOB_ERROR_MAX = 500;

export type JobRecorder = {
  started(name: string): Promise<void>;
  finished(name: string, error?: unknown): Promise<void>;
};

const messageOf = (error: unknown) =>
  (error instanceof Error ? error.message || error.name : String(error)).slice(0, JOB_ERROR_MAX);

export function createJobRecorder(db: Database, clock: Clock): JobRecorder {
  const process = `${hostname()}:${globalThis.process.pid}`;
  return {
    async started(name) {
      const at = clock();
      await db
        .insert(jobRuns)
        .values({ name, startedAt: at, process })
        .onConflictDoUpdate({ target: jobRuns.name, set: { startedAt: at, finishedAt: null, process } });
    },
    async finished(name, error) {
      const at = clock();
      const set =
        error === undefined
          ? { finishedAt: at, outcome: 'OK' as const, lastSuccessAt: at, consecutiveFailures: 0 }
          : {
              finishedAt: at,
              outcome: 'FAILED' as const,
              lastFailureAt: at,
              lastError: messageOf(error),
              consecutiveFailures: sql`${jobRuns.consecutiveFailures} + 1`,
            };
      await db.update(jobRuns).set(set).where(eq(jobRuns.name, name));
    },
  };
}

/** Jobs whose last finished run failed: the condition the home card and the page's filter share. */
const lastRunFailed = eq(jobRuns.outcome, 'FAILED');

/** Every job's last outcome by name, or only those whose last run failed (a handful of rows). */
export function listJobRuns(db: Database, filter: { failed?: boolean } = {}) {
  return db
    .select()
    .from(jobRuns)
    .where(filter.failed ? lastRunFailed : undefined)
    .orderBy(asc(jobRuns.name));
}
export type JobRunRow = Awaited<ReturnType<typeof listJobRuns>>[number];
