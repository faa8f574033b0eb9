// Who runs each background job (platform/job-lease.ts): with several server processes on one
// PostgreSQL, a job's timer fires in each of them, and only the holder of the lease does the work.
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  /** The process holding it (host, pid and a random part: a restarted pid is another holder). */
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});
