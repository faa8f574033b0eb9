// Institution records (issue 3 §4): one per institution organisation, the profile in
// profile_versions; the columns the directory searches are copied from the current version.
import type { InstitutionGroup, OrgType } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { regions } from './dictionaries.ts';
import { orgs } from './orgs.ts';
import { profileVersions } from './profile-versions.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const institutions = pgTable(
  'institutions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id),
    type: text('type').$type<OrgType>().notNull(),
    group: text('group').$type<InstitutionGroup>().notNull(),
    name: text('name').notNull(),
    creditCode: varchar('credit_code', { length: 18 }),
    regionCode: varchar('region_code', { length: 6 }).references(() => regions.code),
    introduction: text('introduction'),
    services: text('services').array().notNull().default(sql`'{}'::text[]`),
    /** Investors' preferred GB/T 4754 sections and stages, for the directory's filters. */
    preferredIndustries: text('preferred_industries').array().notNull().default(sql`'{}'::text[]`),
    preferredStages: text('preferred_stages').array().notNull().default(sql`'{}'::text[]`),
    currentVersionId: uuid('current_version_id').references(() => profileVersions.id),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('institutions_org_key').on(t.orgId),
    index('institutions_group_idx').on(t.group, t.type, t.updatedAt.desc()),
    index('institutions_services_idx').using('gin', t.services),
  ],
);
