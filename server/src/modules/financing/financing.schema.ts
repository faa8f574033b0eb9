// Tables of investment and financing matching and of the roadshows (issue 12 §2, §3).
import type {
  FinancingKind,
  FinancingRound,
  FinancingStage,
  FinancingVisibility,
  MatchStage,
  NeedStatus,
} from '@portal/contract/financing';
import type { AttendeeStatus, ProjectStatus } from '@portal/contract/roadshow';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { orgs, users } from '../../db/schema/orgs.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** 万元 with two decimals, read as a JS number (amounts stay far below 2^53). */
const wan = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

export const financingNeeds = pgTable(
  'financing_needs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id),
    /** The enterprise's region when the need was made: what the offices' scope reads. */
    orgRegionCode: varchar('org_region_code', { length: 6 }).notNull(),
    title: text('title').notNull(),
    amount: wan('amount').notNull(),
    kind: text('kind').$type<FinancingKind>().notNull(),
    useOfFunds: text('use_of_funds').notNull(),
    stage: text('stage').$type<FinancingStage>().notNull(),
    round: text('round').$type<FinancingRound>().notNull(),
    /** GB/T 4754 "section/division". */
    industry: text('industry').notNull(),
    regionCode: varchar('region_code', { length: 6 }).notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    visibility: text('visibility').$type<FinancingVisibility>().notNull(),
    description: text('description').notNull().default(''),
    status: text('status').$type<NeedStatus>().notNull(),
    publishedAt: at('published_at'),
    workflowInstanceId: uuid('workflow_instance_id'),
    version: integer('version').notNull().default(1),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('financing_needs_org_idx').on(t.orgId, t.updatedAt.desc()),
    index('financing_needs_scope_idx').on(t.orgRegionCode, t.status),
    index('financing_needs_published_idx').on(t.status, t.publishedAt.desc()),
  ],
);

export const financingPreferences = pgTable('financing_preferences', {
  orgId: uuid('org_id')
    .primaryKey()
    .references(() => orgs.id),
  industries: text('industries').array().notNull().default(sql`'{}'::text[]`),
  stages: text('stages').array().$type<FinancingStage[]>().notNull().default(sql`'{}'::text[]`),
  regionCodes: text('region_codes').array().notNull().default(sql`'{}'::text[]`),
  minAmount: wan('min_amount'),
  maxAmount: wan('max_amount'),
  note: text('note').notNull().default(''),
  updatedAt: at('updated_at').notNull(),
});

export const financingMatches = pgTable(
  'financing_matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    needId: uuid('need_id')
      .notNull()
      .references(() => financingNeeds.id, { onDelete: 'cascade' }),
    investorOrgId: uuid('investor_org_id')
      .notNull()
      .references(() => orgs.id),
    stage: text('stage').$type<MatchStage>().notNull(),
    initiatedBy: text('initiated_by').$type<'ENTERPRISE' | 'INVESTOR'>().notNull(),
    version: integer('version').notNull().default(1),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    // One pair per need and investor: a second interest is a 409, not a duplicate.
    uniqueIndex('financing_matches_pair_key').on(t.needId, t.investorOrgId),
    index('financing_matches_investor_idx').on(t.investorOrgId, t.updatedAt.desc()),
  ],
);

export const financingMatchSteps = pgTable(
  'financing_match_steps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => financingMatches.id, { onDelete: 'cascade' }),
    stage: text('stage').$type<MatchStage>().notNull(),
    note: text('note').notNull().default(''),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: at('at').notNull(),
  },
  (t) => [index('financing_match_steps_match_idx').on(t.matchId, t.at)],
);

export const roadshows = pgTable(
  'roadshows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    theme: text('theme').notNull(),
    startsAt: at('starts_at').notNull(),
    place: text('place').notNull().default(''),
    link: text('link').notNull().default(''),
    industry: text('industry').notNull().default(''),
    stage: text('stage').$type<FinancingStage>(),
    description: text('description').notNull().default(''),
    organiserOrgId: uuid('organiser_org_id')
      .notNull()
      .references(() => orgs.id),
    /** The organising office's region: its enterprises may apply, offices above it see it. */
    regionCode: varchar('region_code', { length: 6 }).notNull(),
    version: integer('version').notNull().default(1),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('roadshows_region_idx').on(t.regionCode, t.startsAt.desc())],
);

export const roadshowProjects = pgTable(
  'roadshow_projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roadshowId: uuid('roadshow_id')
      .notNull()
      .references(() => roadshows.id, { onDelete: 'cascade' }),
    needId: uuid('need_id')
      .notNull()
      .references(() => financingNeeds.id, { onDelete: 'cascade' }),
    status: text('status').$type<ProjectStatus>().notNull(),
    invited: boolean('invited').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('roadshow_projects_need_key').on(t.roadshowId, t.needId),
    index('roadshow_projects_need_idx').on(t.needId),
  ],
);

export const roadshowInvestors = pgTable(
  'roadshow_investors',
  {
    roadshowId: uuid('roadshow_id')
      .notNull()
      .references(() => roadshows.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id),
    status: text('status').$type<AttendeeStatus>().notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roadshowId, t.orgId] })],
);

export const roadshowScores = pgTable(
  'roadshow_scores',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => roadshowProjects.id, { onDelete: 'cascade' }),
    investorOrgId: uuid('investor_org_id')
      .notNull()
      .references(() => orgs.id),
    score: integer('score').notNull(),
    interested: boolean('interested').notNull(),
    comment: text('comment').notNull().default(''),
    at: at('at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.investorOrgId] })],
);
