// Dictionaries seeded on every fresh database: regions (GB/T 2260), industries (GB/T 4754-2017),
// strategic emerging industries (2018).
import { index, integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';

export const regions = pgTable(
  'regions',
  {
    code: varchar('code', { length: 6 }).primaryKey(),
    name: text('name').notNull(),
    level: smallint('level').notNull(),
    parentCode: varchar('parent_code', { length: 6 }),
  },
  (t) => [index('regions_parent_idx').on(t.parentCode)],
);

export const industries = pgTable(
  'industries',
  {
    code: varchar('code', { length: 8 }).primaryKey(),
    name: text('name').notNull(),
    level: text('level').$type<'section' | 'division'>().notNull(),
    parentCode: varchar('parent_code', { length: 8 }),
    sort: integer('sort').notNull(),
  },
  (t) => [index('industries_parent_idx').on(t.parentCode)],
);

export const strategicIndustries = pgTable(
  'strategic_industries',
  {
    code: varchar('code', { length: 16 }).primaryKey(),
    name: text('name').notNull(),
    level: smallint('level').notNull(),
    parentCode: varchar('parent_code', { length: 16 }),
    sort: integer('sort').notNull(),
  },
  (t) => [index('strategic_industries_parent_idx').on(t.parentCode)],
);
