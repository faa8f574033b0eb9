// Hot issues (热点问题): questions and answers by category, published to the portal.
import type { HotIssueCategory } from '@portal/contract';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './orgs.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const hotIssues = pgTable(
  'hot_issues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    category: text('category').$type<HotIssueCategory>().notNull(),
    question: text('question').notNull(),
    /** Sanitised HTML. */
    answer: text('answer').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    published: boolean('published').notNull().default(false),
    publishedAt: at('published_at'),
    viewCount: integer('view_count').notNull().default(0),
    /** Bumped by every edit; an edit names the version it was made on (optimistic locking). */
    version: integer('version').notNull().default(1),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // The portal list: published issues of one category in their order.
    index('hot_issues_public_idx').on(t.published, t.category, t.sortOrder),
  ],
);
