// Server-side sessions and sign-in protection (DESIGN §6).
import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './orgs.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Only the SHA-256 of the cookie token is stored, so a database leak yields no usable session. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique('sessions_token_hash_key'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address'),
    userAgent: text('user_agent'),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_last_seen_idx').on(t.lastSeenAt)],
);

/**
 * Consecutive failures per normalised account name and client address, kept for names that do not
 * exist too, so the answers (captcha, lock) never reveal whether an account exists. A lock holds the
 * account for that address only (issue 8 §4); `locks` counts the locks served, for growing delays.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    accountKey: varchar('account_key', { length: 64 }).notNull(),
    address: text('address').notNull(),
    failures: integer('failures').notNull(),
    locks: integer('locks').notNull().default(0),
    lockedUntil: at('locked_until'),
    lastFailureAt: at('last_failure_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountKey, t.address] })],
);

/** Failed sign-ins per client address, for the per-address throttle. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    address: text('address').notNull(),
    succeeded: boolean('succeeded').notNull(),
    at: at('at').notNull(),
  },
  (t) => [index('login_attempts_address_at_idx').on(t.address, t.at)],
);

/** Single-use captcha challenges; only a hash of the answer is kept. */
export const captchas = pgTable(
  'captchas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    answerHash: varchar('answer_hash', { length: 64 }).notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('captchas_expires_idx').on(t.expiresAt)],
);
