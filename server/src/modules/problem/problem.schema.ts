// The green channel's problems (issue 11 §1). The workflow instance (problem/process) carries the
// steps and history; this row carries what the engine does not know (the description, the units,
// the working-day limit, the rating, the escalation) and mirrors the instance's state and holder
// so that lists and statistics read one table.
import type { ConversionSource } from '@portal/contract/conversion';
import type { ProblemCategory, ProblemRating, ProblemState } from '@portal/contract/problem';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orgs, users } from '../../db/schema/orgs.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type ProblemAttachment = { id: string; name: string };

export const problems = pgTable(
  'problems',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enterpriseOrgId: uuid('enterprise_org_id')
      .notNull()
      .references(() => orgs.id),
    /** The enterprise's region when drafted: the offices' scope condition needs no join. */
    regionCode: text('region_code').notNull(),
    category: text('category').$type<ProblemCategory>().notNull(),
    title: text('title').notNull(),
    /** Sanitised HTML. */
    description: text('description').notNull(),
    expectedOutcome: text('expected_outcome').notNull().default(''),
    attachments: jsonb('attachments').$type<ProblemAttachment[]>().notNull().default([]),
    state: text('state').$type<ProblemState>().notNull(),
    instanceId: uuid('instance_id'),
    /** Mirrors the instance's assignee: the organisation the problem waits for. */
    holderOrgId: uuid('holder_org_id').references(() => orgs.id),
    officeOrgId: uuid('office_org_id').references(() => orgs.id),
    leadUnitId: uuid('lead_unit_id').references(() => orgs.id),
    coUnitIds: uuid('co_unit_ids').array().notNull().default(sql`'{}'::uuid[]`),
    workingDays: integer('working_days'),
    assignedAt: at('assigned_at'),
    deadline: at('deadline'),
    proposedAt: at('proposed_at'),
    closedAt: at('closed_at'),
    /** Sanitised HTML: the unit's answer, sent with its proposal to close. */
    reply: text('reply'),
    rating: text('rating').$type<ProblemRating>(),
    ratedAt: at('rated_at'),
    supervised: boolean('supervised').notNull().default(false),
    /** 0 none · 1 催办 · 2 yellow card · 3 red card; only the sweep raises it, assignment resets it. */
    escalation: integer('escalation').notNull().default(0),
    /** Closed after the deadline it had when proposed: counted once, for the statistics. */
    closedLate: boolean('closed_late'),
    /** Filed by an office from a visit record's problem or a sentiment item (shown on the detail). */
    source: jsonb('source').$type<ConversionSource>(),
    submittedAt: at('submitted_at'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    // Lists are newest first; an office's region filter is a prefix on region_code.
    index('problems_updated_idx').on(t.updatedAt, t.id),
    index('problems_region_idx').on(sql`${t.regionCode} text_pattern_ops`, t.updatedAt),
    // The state and category filters of an office's list: their page and their (capped) count.
    index('problems_state_idx').on(t.state, t.updatedAt),
    index('problems_category_idx').on(t.category, t.updatedAt),
    index('problems_enterprise_idx').on(t.enterpriseOrgId, t.updatedAt),
    index('problems_lead_unit_idx').on(t.leadUnitId, t.updatedAt),
    index('problems_co_units_idx').using('gin', t.coUnitIds),
    index('problems_holder_idx').on(t.holderOrgId, t.updatedAt),
    // The offices' home card counts the carded problems in hand (yellow or red, a few of many).
    index('problems_escalated_idx')
      .on(t.escalation)
      .where(sql`${t.state} in ('assigned', 'extending') and ${t.escalation} >= 2`),
    // The escalation sweep reads only handled problems with a deadline.
    index('problems_deadline_idx')
      .on(t.deadline)
      .where(sql`${t.state} in ('assigned', 'extending') and ${t.deadline} is not null`),
  ],
);

/**
 * Progress notes of co-handling units (协办进展). The engine's `handle` is the lead unit's, as
 * the instance is assigned to it alone; a co-handling unit writes here, audited, and the detail
 * shows the notes to the lead unit and the office.
 */
export const problemNotes = pgTable(
  'problem_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    problemId: uuid('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('problem_notes_problem_idx').on(t.problemId, t.createdAt)],
);
