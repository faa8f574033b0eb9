// Policy matching's tables: the support policies with their conditions (arrays and bounds, so a
// match is one query over enterprises), and one record per enterprise told of a policy, with the
// enterprise's region copied so an office's record list is one indexed prefix query.
import type { Grade, ListingStage } from '@portal/contract';
import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { articles } from '../../db/schema/articles.ts';
import { enterprises } from '../../db/schema/enterprise.ts';
import { orgs, users } from '../../db/schema/orgs.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const list = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);

export const supportPolicies = pgTable('support_policies', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  summary: text('summary').notNull().default(''),
  articleId: uuid('article_id').references(() => articles.id, { onDelete: 'set null' }),
  regionCodes: list('region_codes'),
  industryCodes: list('industry_codes'),
  grades: list('grades').$type<Grade[]>(),
  stages: list('stages').$type<ListingStage[]>(),
  minEmployees: integer('min_employees'),
  maxEmployees: integer('max_employees'),
  minRevenue: doublePrecision('min_revenue'),
  maxRevenue: doublePrecision('max_revenue'),
  ownerOrgId: uuid('owner_org_id')
    .notNull()
    .references(() => orgs.id),
  version: integer('version').notNull().default(1),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

export const policyRecords = pgTable(
  'policy_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => supportPolicies.id, { onDelete: 'cascade' }),
    enterpriseId: uuid('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    regionCode: varchar('region_code', { length: 6 }).notNull(),
    toldAt: at('told_at').notNull(),
    toldBy: uuid('told_by').references(() => users.id, { onDelete: 'set null' }),
    toldByOrg: uuid('told_by_org')
      .notNull()
      .references(() => orgs.id),
    readAt: at('read_at'),
    appliedAt: at('applied_at'),
  },
  (t) => [
    // An enterprise is told of a policy once, however many offices or clicks try again.
    uniqueIndex('policy_records_policy_enterprise_key').on(t.policyId, t.enterpriseId),
    index('policy_records_region_idx').on(t.regionCode.op('varchar_pattern_ops'), t.toldAt.desc()),
    index('policy_records_enterprise_idx').on(t.enterpriseId, t.toldAt.desc()),
  ],
);
