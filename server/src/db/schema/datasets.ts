// Imported datasets (platform/datasets): every import is a version; the rows it brought live in
// the feature's own table, tagged with the version's id. Exactly one version per dataset is active:
// restoring an earlier one only moves that mark, so nothing is rewritten and the history stays whole.
import type { DatasetOrigin } from '@portal/contract/datasets';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './orgs.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const datasetImports = pgTable(
  'dataset_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dataset: text('dataset').notNull(),
    fileName: text('file_name').notNull(),
    sourceName: text('source_name').notNull(),
    asOf: date('as_of').notNull(),
    synthetic: boolean('synthetic').notNull().default(false),
    origin: text('origin').$type<DatasetOrigin>().notNull().default('UPLOAD'),
    rows: integer('rows').notNull(),
    active: boolean('active').notNull().default(false),
    importedAt: at('imported_at').notNull(),
    importedBy: uuid('imported_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('dataset_imports_dataset_idx').on(t.dataset, t.importedAt.desc()),
    // One active version per dataset; two concurrent imports cannot both become it.
    uniqueIndex('dataset_imports_active_key').on(t.dataset).where(sql`active`),
    check('dataset_imports_origin_check', sql`${t.origin} in ('UPLOAD', 'URL', 'SEED')`),
  ],
);

/** A dataset's scheduled refresh from an address; one row per dataset once configured. */
export const datasetRefreshes = pgTable('dataset_refreshes', {
  dataset: text('dataset').primaryKey(),
  url: text('url'),
  sourceName: text('source_name'),
  enabled: boolean('enabled').notNull().default(false),
  everyHours: integer('every_hours').notNull().default(24),
  lastRunAt: at('last_run_at'),
  lastError: text('last_error'),
  updatedAt: at('updated_at').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
