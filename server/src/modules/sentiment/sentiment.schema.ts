// Sentiment monitoring's tables: the sources an administrator configures, the items (one row per
// story; copies from other sources only count on it), which enterprises each item is about (with
// the enterprise's region copied, so an office's feed is one indexed query), and the lexicon.
import type { SentimentPolarity, SentimentSourceKind, SentimentWordKind } from '@portal/contract/sentiment';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { enterprises } from '../../db/schema/enterprise.ts';
import { users } from '../../db/schema/orgs.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const sentimentSources = pgTable('sentiment_sources', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  kind: text('kind').$type<SentimentSourceKind>().notNull(),
  url: text('url').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  intervalMinutes: integer('interval_minutes').notNull().default(60),
  lastFetchedAt: at('last_fetched_at'),
  /** When the job fetches it next: the interval after a success, a doubling back-off after failures. */
  nextFetchAt: at('next_fetch_at'),
  failures: integer('failures').notNull().default(0),
  lastError: text('last_error'),
  version: integer('version').notNull().default(1),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

export const sentimentItems = pgTable(
  'sentiment_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sourceId: uuid('source_id').references(() => sentimentSources.id, { onDelete: 'set null' }),
    sourceName: text('source_name').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    url: text('url'),
    publishedAt: at('published_at').notNull(),
    /** The title with punctuation and spaces removed: the same story from another source has it too. */
    fingerprint: text('fingerprint').notNull(),
    duplicates: integer('duplicates').notNull().default(0),
    polarity: text('polarity').$type<SentimentPolarity>().notNull(),
    score: integer('score').notNull(),
    words: text('words').array().notNull(),
    createdAt: at('created_at').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('sentiment_items_fingerprint_key').on(t.fingerprint),
    index('sentiment_items_published_idx').on(t.publishedAt.desc(), t.id),
  ],
);

export const sentimentItemEnterprises = pgTable(
  'sentiment_item_enterprises',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => sentimentItems.id, { onDelete: 'cascade' }),
    enterpriseId: uuid('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    regionCode: varchar('region_code', { length: 6 }).notNull(),
    publishedAt: at('published_at').notNull(),
    polarity: text('polarity').$type<SentimentPolarity>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.enterpriseId] }),
    index('sentiment_item_enterprises_region_idx').on(
      t.regionCode.op('varchar_pattern_ops'),
      t.publishedAt.desc(),
    ),
    index('sentiment_item_enterprises_enterprise_idx').on(t.enterpriseId, t.publishedAt.desc()),
  ],
);

export const sentimentWords = pgTable('sentiment_words', {
  word: text('word').primaryKey(),
  kind: text('kind').$type<SentimentWordKind>().notNull(),
});
