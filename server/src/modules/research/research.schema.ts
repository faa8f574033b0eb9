// Tables of research letters, their recipients, and visit records (issue 11 §2). The issuing
// office's region and each recipient's region are copied onto the rows, so that a province office's
// lists are one prefix scan on an index (region scope, DESIGN §2), even with 100,000 enterprises.
import type {
  Answers,
  FileRef,
  LetterStatus,
  Question,
  RecipientChoice,
  RecordStatus,
  VisitForm,
} from '@portal/contract/research';
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
import { orgs, users } from '../../db/schema/orgs.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });

export const researchLetters = pgTable(
  'research_letters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    issuingOrgId: uuid('issuing_org_id')
      .notNull()
      .references(() => orgs.id),
    issuingRegionCode: varchar('issuing_region_code', { length: 6 }).notNull(),
    subject: text('subject').notNull(),
    intro: text('intro').notNull().default(''),
    questions: jsonb('questions').$type<Question[]>().notNull(),
    recipients: jsonb('recipients').$type<RecipientChoice>().notNull(),
    deadline: day('deadline').notNull(),
    status: text('status').$type<LetterStatus>().notNull().default('DRAFT'),
    workflowInstanceId: uuid('workflow_instance_id'),
    sentAt: at('sent_at'),
    lastRemindedAt: at('last_reminded_at'),
    // Counters kept with every send, first reading and reply, so that a list of letters shows its
    // progress without counting a letter's (up to 100,000) recipients on each call.
    recipientCount: integer('recipient_count').notNull().default(0),
    readCount: integer('read_count').notNull().default(0),
    repliedCount: integer('replied_count').notNull().default(0),
    /** Replies before this moment were counted in a digest to the issuer (research.digest.ts). */
    replyDigestThrough: at('reply_digest_through'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    // A letter number (文号) is the issuing office's: the same office never uses it twice.
    uniqueIndex('research_letters_number_key').on(t.issuingOrgId, t.number),
    index('research_letters_region_idx').on(
      t.issuingRegionCode.op('varchar_pattern_ops'),
      t.updatedAt.desc(),
      t.id.desc(),
    ),
    index('research_letters_updated_idx').on(t.updatedAt.desc(), t.id.desc()),
  ],
);

export const researchRecipients = pgTable(
  'research_recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    letterId: uuid('letter_id')
      .notNull()
      .references(() => researchLetters.id),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id),
    regionCode: varchar('region_code', { length: 6 }),
    answers: jsonb('answers').$type<Answers>().notNull().default(sql`'{}'::jsonb`),
    readAt: at('read_at'),
    draftSavedAt: at('draft_saved_at'),
    repliedAt: at('replied_at'),
    remindedAt: at('reminded_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('research_recipients_letter_org_key').on(t.letterId, t.orgId),
    // The replies of one letter in their list order (replied, then read, then unread); each
    // state is one contiguous range of it, so a page of ids is read from the index alone.
    index('research_recipients_letter_idx').on(t.letterId, t.repliedAt, t.readAt, t.id),
    // An enterprise's own letters, newest first.
    index('research_recipients_org_idx').on(t.orgId, t.createdAt.desc()),
  ],
);

export const researchRecords = pgTable(
  'research_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id),
    regionCode: varchar('region_code', { length: 6 }).notNull(),
    officeOrgId: uuid('office_org_id')
      .notNull()
      .references(() => orgs.id),
    visitDate: day('visit_date').notNull(),
    visitors: text('visitors').notNull(),
    form: text('form').$type<VisitForm>().notNull(),
    participants: text('participants').notNull().default(''),
    notes: text('notes').notNull(),
    problems: jsonb('problems').$type<{ text: string }[]>().notNull().default(sql`'[]'::jsonb`),
    photos: jsonb('photos').$type<FileRef[]>().notNull().default(sql`'[]'::jsonb`),
    attachments: jsonb('attachments').$type<FileRef[]>().notNull().default(sql`'[]'::jsonb`),
    followUpDate: day('follow_up_date'),
    status: text('status').$type<RecordStatus>().notNull().default('DRAFT'),
    workflowInstanceId: uuid('workflow_instance_id'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('research_records_region_idx').on(
      t.regionCode.op('varchar_pattern_ops'),
      t.visitDate.desc(),
      t.id.desc(),
    ),
    index('research_records_org_idx').on(t.orgId, t.visitDate.desc()),
  ],
);
