// The law library's tables. A document keeps its whole text, a search vector of title and body
// (what is found) and one of its title alone (how it ranks: reading every match's whole vector to
// rank it cost seconds over 20,000 documents, bench/law-search.ts); each article keeps its own
// text and vector, so a hit is shown in the article where it occurs. Vectors are written by the
// app (platform/search/chinese.ts), never by a trigger.
import type { LawCategory, LawLevel, LawValidity } from '@portal/contract/law';
import {
  type AnyPgColumn,
  customType,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/orgs.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Read back as text when selected at all (lists never select it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const lawDocuments = pgTable(
  'law_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    issuer: text('issuer').notNull(),
    docNumber: text('doc_number'),
    level: text('level').$type<LawLevel>().notNull(),
    category: text('category').$type<LawCategory>().notNull(),
    publishedOn: date('published_on').notNull(),
    effectiveOn: date('effective_on'),
    validity: text('validity').$type<LawValidity>().notNull(),
    body: text('body').notNull(),
    sourceName: text('source_name').notNull(),
    sourceUrl: text('source_url'),
    revisesId: uuid('revises_id').references((): AnyPgColumn => lawDocuments.id),
    articleCount: integer('article_count').notNull().default(0),
    search: tsvector('search').notNull(),
    /** Title and number only: ranking reads this small vector, never the body's. */
    titleSearch: tsvector('title_search').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('law_documents_search_idx').using('gin', t.search),
    index('law_documents_filter_idx').on(t.level, t.validity, t.publishedOn.desc()),
    index('law_documents_category_idx').on(t.category.op('text_pattern_ops')),
    index('law_documents_published_idx').on(t.publishedOn.desc(), t.id),
    index('law_documents_revises_idx').on(t.revisesId),
    index('law_documents_issuer_idx').on(t.issuer),
  ],
);

export const lawArticles = pgTable(
  'law_articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => lawDocuments.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    /** 第十二条; 第N段 for a text without numbered articles. */
    label: text('label').notNull(),
    chapter: text('chapter'),
    body: text('body').notNull(),
    search: tsvector('search').notNull(),
  },
  (t) => [
    index('law_articles_document_idx').on(t.documentId, t.seq),
    index('law_articles_search_idx').using('gin', t.search),
  ],
);
