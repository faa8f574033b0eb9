// Versions of the reviewed profiles (DESIGN §7), shared by enterprises and institutions: an edit is
// a draft; submitting sends it to review; approval numbers it and makes it the subject's current one.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orgs, users } from './orgs.ts';
import { workflowInstances } from './workflow.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const PROFILE_SUBJECT_TYPES = ['enterprise', 'institution'] as const;
export type ProfileSubjectType = (typeof PROFILE_SUBJECT_TYPES)[number];

export const profileVersions = pgTable(
  'profile_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectType: text('subject_type').$type<ProfileSubjectType>().notNull(),
    subjectId: uuid('subject_id').notNull(),
    /** 1, 2, … in approval order; null until approved. */
    number: integer('number'),
    status: text('status').$type<'DRAFT' | 'SUBMITTED' | 'REJECTED' | 'APPROVED'>().notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    submittedAt: at('submitted_at'),
    decidedAt: at('decided_at'),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedByOrg: uuid('decided_by_org').references(() => orgs.id),
    comment: text('comment'),
    workflowInstanceId: uuid('workflow_instance_id').references(() => workflowInstances.id),
  },
  (t) => [
    // One version at a time is being edited or reviewed.
    uniqueIndex('profile_versions_open_key')
      .on(t.subjectType, t.subjectId)
      .where(sql`${t.status} in ('DRAFT', 'SUBMITTED', 'REJECTED')`),
    uniqueIndex('profile_versions_number_key')
      .on(t.subjectType, t.subjectId, t.number)
      .where(sql`${t.number} is not null`),
    index('profile_versions_status_idx').on(t.subjectType, t.status, t.submittedAt),
    check(
      'profile_versions_status_check',
      sql`${t.status} in ('DRAFT', 'SUBMITTED', 'REJECTED', 'APPROVED')`,
    ),
    check('profile_versions_subject_check', sql`${t.subjectType} in ('enterprise', 'institution')`),
  ],
);
