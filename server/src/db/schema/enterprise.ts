// Enterprise records (issue 3 §3). The profile itself lives in profile_versions; the columns the
// government list filters on are copied from the current version at approval, so the list is one
// indexed query. Grades and the green-channel flag stay on the organisation (the session reads them).
import type { Grade, ListingStage, TargetBoard } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { regions } from './dictionaries.ts';
import { orgs, users } from './orgs.ts';
import { profileVersions } from './profile-versions.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const enterprises = pgTable(
  'enterprises',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id),
    name: text('name').notNull(),
    creditCode: varchar('credit_code', { length: 18 }).notNull(),
    regionCode: varchar('region_code', { length: 6 })
      .notNull()
      .references(() => regions.code),
    // GB/T 4754 "section/division" (C/34): the stored side of the form's industryCodePath (spec §5).
    industryCodePath: varchar('industry_code_path', { length: 16 }),
    strategicIndustryCode: varchar('strategic_industry_code', { length: 16 }),
    stage: text('stage').$type<ListingStage>(),
    targetBoard: text('target_board').$type<TargetBoard>(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    currentVersionId: uuid('current_version_id').references(() => profileVersions.id),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('enterprises_org_key').on(t.orgId),
    uniqueIndex('enterprises_credit_code_key').on(t.creditCode),
    // Region scope is a prefix LIKE on region_code; text_pattern_ops lets it use the index.
    index('enterprises_region_idx').on(
      t.regionCode.op('varchar_pattern_ops'),
      t.updatedAt.desc(),
      t.id.desc(),
    ),
    index('enterprises_updated_idx').on(t.updatedAt.desc(), t.id.desc()),
    index('enterprises_industry_idx').on(t.industryCodePath.op('varchar_pattern_ops')),
    index('enterprises_strategic_idx').on(t.strategicIndustryCode.op('varchar_pattern_ops')),
    index('enterprises_stage_idx').on(t.stage, t.targetBoard),
    index('enterprises_tags_idx').using('gin', t.tags),
  ],
);

/** Every grade change of an enterprise, with its reason (issue 3 §3 "grade change … history"). */
export const enterpriseGradeChanges = pgTable(
  'enterprise_grade_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enterpriseId: uuid('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    fromGrades: text('from_grades').array().$type<Grade[]>().notNull(),
    toGrades: text('to_grades').array().$type<Grade[]>().notNull(),
    fromShortcut: boolean('from_shortcut').notNull(),
    toShortcut: boolean('to_shortcut').notNull(),
    reason: text('reason').notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id),
    actorOrgId: uuid('actor_org_id').references(() => orgs.id),
    at: at('at').notNull(),
  },
  (t) => [
    index('enterprise_grade_changes_enterprise_idx').on(t.enterpriseId, t.at.desc()),
    index('enterprise_grade_changes_at_idx').on(t.at.desc()),
  ],
);
