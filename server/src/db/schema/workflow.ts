// Workflow engine tables (DESIGN §7): one row per instance of a process, and its append-only
// history (enforced by a trigger in a custom migration, like the audit log).
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { orgs, users } from './orgs.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type WorkflowAttachment = { id: string; name?: string };

export const workflowInstances = pgTable(
  'workflow_instances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    process: text('process').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    title: text('title').notNull(),
    state: text('state').notNull(),
    // Derived from the process definition at every transition: the inbox query needs no registry.
    open: boolean('open').notNull(),
    assigneeOrgId: uuid('assignee_org_id').references(() => orgs.id),
    submitterOrgId: uuid('submitter_org_id')
      .notNull()
      .references(() => orgs.id),
    submitterUserId: uuid('submitter_user_id').references(() => users.id),
    deadline: at('deadline'),
    // When the assignee was told the deadline had passed; cleared when the deadline or assignee changes.
    overdueNotifiedAt: at('overdue_notified_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('workflow_instances_todo_idx').on(t.assigneeOrgId, t.updatedAt.desc()).where(sql`${t.open}`),
    index('workflow_instances_submitter_idx').on(t.submitterOrgId, t.updatedAt.desc()),
    index('workflow_instances_subject_idx').on(t.subjectType, t.subjectId),
    // The overdue sweep reads only open instances past a deadline that nobody was told about yet.
    index('workflow_instances_overdue_idx')
      .on(t.deadline)
      .where(sql`${t.open} and ${t.overdueNotifiedAt} is null and ${t.deadline} is not null`),
  ],
);

export const workflowHistory = pgTable(
  'workflow_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    instanceId: uuid('instance_id')
      .notNull()
      .references(() => workflowInstances.id),
    action: text('action').notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id),
    actorOrgId: uuid('actor_org_id').references(() => orgs.id),
    comment: text('comment'),
    attachments: jsonb('attachments').$type<WorkflowAttachment[]>().notNull().default(sql`'[]'::jsonb`),
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    // The assignee after this step: an organisation once assigned keeps seeing the instance.
    assigneeOrgId: uuid('assignee_org_id').references(() => orgs.id),
    at: at('at').notNull(),
  },
  (t) => [
    index('workflow_history_instance_idx').on(t.instanceId, t.id),
    index('workflow_history_actor_org_idx').on(t.actorOrgId, t.instanceId),
    index('workflow_history_assignee_org_idx').on(t.assigneeOrgId, t.instanceId),
  ],
);
