// Request counts of the routes that declare config.rateLimit (platform/http/rate-limit-store.ts),
// in the database so that every server process sharing it counts against one quota.
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Hits of one key (route and client) in one fixed window; rows of past windows are swept. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    windowStart: at('window_start').notNull(),
    hits: integer('hits').notNull(),
    /** End of the window: the sweep needs no knowledge of each route's window length. */
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index('rate_limit_hits_expires_idx').on(t.expiresAt),
  ],
);
