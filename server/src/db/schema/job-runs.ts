// The last outcome of each background job (platform/job-runs.ts, written by `every`): one row per
// job name (a handful of rows), so the administrators' job page and home card read it at once.
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const jobRuns = pgTable(
  'job_runs',
  {
    name: text('name').primaryKey(),
    /** The last run, started and finished (null while the first run is still going). */
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    /** Whether the last finished run succeeded (null: none finished yet). */
    outcome: text('outcome').$type<'OK' | 'FAILED'>(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true, mode: 'date' }),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true, mode: 'date' }),
    /** The last failure's message, cut to JOB_ERROR_MAX characters. */
    lastError: text('last_error'),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    /** The process of the last run (host, pid: which server to read the logs of). */
    process: text('process').notNull(),
  },
  (t) => [check('job_runs_outcome_check', sql`${t.outcome} in ('OK', 'FAILED')`)],
);
