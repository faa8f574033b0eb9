// TEMPORARY stand-in for main's shared dataset pipeline (issue 13), reverted before merging main.
import { sql } from 'drizzle-orm';
import { boolean, date, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const datasetImports = pgTable(
  'dataset_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dataset: text('dataset').notNull(),
    fileName: text('file_name').notNull(),
    sourceName: text('source_name').notNull(),
    asOf: date('as_of').notNull(),
    synthetic: boolean('synthetic').notNull().default(false),
    rows: integer('rows').notNull(),
    active: boolean('active').notNull().default(false),
    importedAt: timestamp('imported_at', { withTimezone: true, mode: 'date' }).notNull(),
    importedBy: uuid('imported_by'),
  },
  (t) => [uniqueIndex('dataset_imports_active_key').on(t.dataset).where(sql`active`)],
);
