// Dictionaries seeded on every fresh database: regions (GB/T 2260), industries (GB/T 4754-2017),
// strategic emerging industries (2018).
import { boolean, index, integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';

export const regions = pgTable(
  'regions',
  {
    code: varchar('code', { length: 6 }).primaryKey(),
    name: text('name').notNull(),
    level: smallint('level').notNull(),
    parentCode: varchar('parent_code', { length: 6 }),
    // A disabled entry stays for the records that use it but is no longer offered for new ones.
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('regions_parent_idx').on(t.parentCode)],
);

export const industries = pgTable(
  'industries',
  {
    code: varchar('code', { length: 8 }).primaryKey(),
    name: text('name').notNull(),
    // Seeded with sections and divisions; administrators may add groups (中类) and classes (小类).
    level: text('level').$type<'section' | 'division' | 'group' | 'class'>().notNull(),
    parentCode: varchar('parent_code', { length: 8 }),
    sort: integer('sort').notNull(),
    enabled: boolean('enabled').notNull().default(true),
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
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('strategic_industries_parent_idx').on(t.parentCode)],
);
