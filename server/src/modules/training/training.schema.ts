// Trainings (培训活动) and their enrolments (报名): one row per enrolled person, so that seats,
// the waiting list, attendance and feedback are all counted per person.
import type { Grade, ListingStage } from '@portal/contract';
import type {
  AUDIENCE_TYPES,
  CO_ORGANISER_KINDS,
  EnrolmentStatus,
  TrainingMode,
  TrainingStatus,
} from '@portal/contract/training';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { orgs, users } from '../../db/schema/index.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type StoredMaterial = { fileId: string; name: string; public: boolean };
export type StoredCoOrganiser = { kind: (typeof CO_ORGANISER_KINDS)[number]; name: string };

export const trainings = pgTable(
  'trainings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    organiser: text('organiser').notNull(),
    coOrganisers: jsonb('co_organisers').$type<StoredCoOrganiser[]>().notNull().default([]),
    /** The publishing office; its region is the training's region (the offices' scope). */
    officeOrgId: uuid('office_org_id')
      .notNull()
      .references(() => orgs.id),
    regionCode: varchar('region_code', { length: 6 }).notNull(),
    audienceGrades: text('audience_grades').array().$type<Grade[]>().notNull().default(sql`'{}'::text[]`),
    audienceStages: text('audience_stages')
      .array()
      .$type<ListingStage[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Never empty: the office's own region when it names none. */
    audienceRegions: text('audience_regions').array().notNull(),
    audienceTypes: text('audience_types')
      .array()
      .$type<(typeof AUDIENCE_TYPES)[number][]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    mode: text('mode').$type<TrainingMode>().notNull(),
    place: text('place').notNull().default(''),
    link: text('link').notNull().default(''),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    capacity: integer('capacity').notNull(),
    enrolFrom: at('enrol_from').notNull(),
    enrolUntil: at('enrol_until').notNull(),
    /** Sanitised HTML. */
    content: text('content').notNull().default(''),
    materials: jsonb('materials').$type<StoredMaterial[]>().notNull().default([]),
    needsReview: boolean('needs_review').notNull().default(false),
    status: text('status').$type<TrainingStatus>().notNull().default('DRAFT'),
    signInCode: varchar('sign_in_code', { length: 6 }).notNull(),
    publishedAt: at('published_at'),
    version: integer('version').notNull().default(1),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('trainings_region_idx').on(t.regionCode, t.startsAt),
    index('trainings_status_idx').on(t.status, t.startsAt),
    check('trainings_status_check', sql`${t.status} in ('DRAFT', 'PUBLISHED', 'CANCELLED')`),
    check('trainings_capacity_check', sql`${t.capacity} > 0`),
  ],
);

export const trainingEnrolments = pgTable(
  'training_enrolments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trainingId: uuid('training_id')
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    mobile: varchar('mobile', { length: 20 }).notNull(),
    position: text('position').notNull().default(''),
    status: text('status').$type<EnrolmentStatus>().notNull(),
    workflowInstanceId: uuid('workflow_instance_id'),
    attendedAt: at('attended_at'),
    rating: smallint('rating'),
    comment: text('comment'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('training_enrolments_training_idx').on(t.trainingId, t.status, t.createdAt),
    index('training_enrolments_org_idx').on(t.orgId, t.createdAt),
    check(
      'training_enrolments_status_check',
      sql`${t.status} in ('PENDING', 'APPROVED', 'WAITLISTED', 'REFUSED', 'CANCELLED')`,
    ),
    check('training_enrolments_rating_check', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
  ],
);
