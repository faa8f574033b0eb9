// Saved listing tests: each kept in its enterprise's history with the figures it was given and the
// verdict as computed that day (a later rules version never rewrites an old test).
import type { EvaluateInput, Evaluation, ListingBoard } from '@portal/contract/listing-test';
import { index, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { orgs, users } from '../../db/schema/index.ts';

export const listingTests = pgTable(
  'listing_tests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The enterprise organisation whose history holds the test. */
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id),
    asOf: varchar('as_of', { length: 10 }).notNull(),
    rulesVersion: text('rules_version').notNull(),
    source: text('source').$type<'MANUAL' | 'PROFILE'>().notNull(),
    boards: text('boards').array().$type<ListingBoard[]>().notNull(),
    input: jsonb('input').$type<EvaluateInput>().notNull(),
    result: jsonb('result').$type<Evaluation>().notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('listing_tests_org_idx').on(t.orgId, t.createdAt.desc(), t.id.desc())],
);
