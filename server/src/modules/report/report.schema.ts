// Tables of the periodic reports (issue 10 §2). A period is one week, month or quarter of a kind
// (or a task an office issued); a report is one filer's row in it, created owed by the scheduled
// job; every save is kept in report_versions (the trace). region_code is the filer's, copied so
// a period's status in a region subtree is one index range.
import type { ReportKind, ReportState, Rollup } from '@portal/contract/report';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { enterprises, orgs, users } from '../../db/schema/index.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });

export const reportPeriods = pgTable(
  'report_periods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<ReportKind>().notNull(),
    /** 2026-W10, 2026-03, 2026-Q1; an issued task's own title. */
    label: text('label').notNull(),
    startsOn: day('starts_on').notNull(),
    endsOn: day('ends_on').notNull(),
    dueOn: day('due_on').notNull(),
    /** The office that issued a task outside the cadence; null for a scheduled period. */
    issuedByOrgId: uuid('issued_by_org_id').references(() => orgs.id),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('report_periods_scheduled_key').on(t.kind, t.label).where(sql`${t.issuedByOrgId} is null`),
    index('report_periods_kind_idx').on(t.kind, t.startsOn.desc()),
  ],
);

export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<ReportKind>().notNull(),
    /** Null for a major matter or a brief, which belong to no period. */
    periodId: uuid('period_id').references(() => reportPeriods.id),
    /** Who files it: the enterprise's organisation, or the city office for its summary. */
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id),
    enterpriseId: uuid('enterprise_id').references(() => enterprises.id),
    regionCode: varchar('region_code', { length: 6 }).notNull(),
    state: text('state').$type<ReportState>().notNull(),
    dueOn: day('due_on'),
    content: jsonb('content').$type<Record<string, string>>().notNull().default({}),
    /**
     * A city summary's figures as they stood when the city submitted it, so the province reviews
     * what was sent, not what accepted county reports say later; null while it is being written.
     */
    rollup: jsonb('rollup').$type<Rollup>(),
    /** A brief's sanitised body. */
    html: text('html'),
    title: text('title'),
    recipientOrgIds: uuid('recipient_org_ids').array().notNull().default(sql`'{}'::uuid[]`),
    workflowInstanceId: uuid('workflow_instance_id'),
    returnReason: text('return_reason'),
    submittedAt: at('submitted_at'),
    lastRemindedAt: at('last_reminded_at'),
    /** The China day of the last automatic overdue notice: at most one a day. */
    overdueNotifiedOn: day('overdue_notified_on'),
    version: integer('version').notNull().default(1),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('reports_period_org_key').on(t.periodId, t.orgId),
    // A period's status in a region subtree: equality on the period, a prefix range on the region.
    index('reports_period_region_idx').on(t.periodId, t.regionCode.op('varchar_pattern_ops'), t.state),
    // The list's order (ORDER in the repository), so an export pages by keyset down an index.
    index('reports_order_idx').on(t.dueOn.desc().nullsLast(), t.createdAt.desc(), t.id.desc()),
    index('reports_org_idx').on(t.orgId, t.createdAt.desc()),
    index('reports_kind_region_idx').on(t.kind, t.regionCode.op('varchar_pattern_ops'), t.createdAt.desc()),
    // The overdue sweep reads only the open rows past their day.
    index('reports_open_due_idx').on(t.dueOn).where(sql`${t.state} in ('OWED', 'DRAFT', 'RETURNED')`),
    // An office's overdue count (its home card, the list's "open and late") over its region: the
    // region's prefix range, then the day, answered from the index alone.
    index('reports_open_region_due_idx')
      .on(t.regionCode.op('varchar_pattern_ops'), t.dueOn)
      .where(sql`${t.state} in ('OWED', 'DRAFT', 'RETURNED')`),
    // An office's reviews waiting (the home card, the list's "awaiting my review"): its open
    // workflow instances lead here.
    index('reports_submitted_instance_idx').on(t.workflowInstanceId).where(sql`${t.state} = 'SUBMITTED'`),
  ],
);

export const reportVersions = pgTable(
  'report_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => reports.id),
    version: integer('version').notNull(),
    state: text('state').$type<ReportState>().notNull(),
    note: text('note').notNull(),
    content: jsonb('content').$type<Record<string, string>>().notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id),
    actorOrgId: uuid('actor_org_id').references(() => orgs.id),
    at: at('at').notNull(),
  },
  (t) => [uniqueIndex('report_versions_key').on(t.reportId, t.version)],
);
