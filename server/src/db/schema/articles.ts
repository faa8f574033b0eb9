// Portal articles (门户文章): news, dynamics, policies, courses… one row each, one category each.
import {
  ARTICLE_CATEGORIES,
  ARTICLE_STATES,
  type ArticleCategory,
  type ArticleState,
} from '@portal/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './orgs.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export type StoredAttachment = { name: string; url: string };

export const articles = pgTable(
  'articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    category: text('category').$type<ArticleCategory>().notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    coverUrl: text('cover_url'),
    /** Sanitised HTML (sanitised again when read). */
    bodyHtml: text('body_html').notNull(),
    /** The body's words without markup: what the search looks in. */
    bodyText: text('body_text').notNull(),
    attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
    source: text('source').notNull().default(''),
    author: text('author').notNull().default(''),
    state: text('state').$type<ArticleState>().notNull().default('DRAFT'),
    /** Visible to the public from this moment once PUBLISHED; set at publishing when left empty. */
    publishAt: at('publish_at'),
    pinned: boolean('pinned').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    version: integer('version').notNull().default(1),
    createdAt: at('created_at').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: at('updated_at').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('articles_category_check', sql`${t.category} in (${inList(ARTICLE_CATEGORIES)})`),
    check('articles_state_check', sql`${t.state} in (${inList(ARTICLE_STATES)})`),
    // Public lists and the home feed: published rows of a category in display order.
    index('articles_public_idx')
      .on(t.category, t.pinned.desc(), t.sortOrder, t.publishAt.desc())
      .where(sql`${t.state} = 'PUBLISHED'`),
    // The administrator's list: a category, newest change first.
    index('articles_admin_idx').on(t.category, t.updatedAt.desc()),
  ],
);
