// System management (issue 3 §5): export column choices per list and feature usage counts.
import { date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orgs } from './orgs.ts';

/** The columns, in order, that an exportable list writes; a list without a row uses its defaults. */
export const exportConfigs = pgTable('export_configs', {
  listKey: text('list_key').primaryKey(),
  columns: text('columns').array().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  updatedBy: uuid('updated_by'),
});

/** Entries into a feature, counted per day × feature × organisation (its type kept for grouping). */
export const usageDaily = pgTable(
  'usage_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    feature: text('feature').notNull(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    orgType: text('org_type').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.feature, t.orgId] }), index('usage_daily_day_idx').on(t.day)],
);
