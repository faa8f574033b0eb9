// Tables of the notification documents: the document, and one row per recipient organisation with
// where it stands. The document keeps running counts of its recipients' states, so the issuer's
// list shows every row's progress without counting a million recipient rows.
import type {
  EnterpriseFilter,
  NotificationStatus,
  NotificationUrgency,
  RecipientOrgType,
  RecipientState,
} from '@portal/contract/notification';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orgs, users } from '../../db/schema/orgs.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export type StoredAttachment = { id: string; name?: string };

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    docNumber: text('doc_number').notNull(),
    title: text('title').notNull(),
    urgency: text('urgency').$type<NotificationUrgency>().notNull(),
    issuerOrgId: uuid('issuer_org_id')
      .notNull()
      .references(() => orgs.id),
    body: text('body').notNull(),
    attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default(sql`'[]'::jsonb`),
    // The recipients as chosen; the recipient rows are made from them when the document is sent.
    recipientOrgIds: uuid('recipient_org_ids').array().notNull().default(sql`'{}'::uuid[]`),
    enterpriseFilter: jsonb('enterprise_filter').$type<EnterpriseFilter>(),
    requiresReceipt: boolean('requires_receipt').notNull(),
    requiresReply: boolean('requires_reply').notNull(),
    deadline: date('deadline', { mode: 'string' }),
    status: text('status').$type<NotificationStatus>().notNull(),
    draftedBy: uuid('drafted_by').references(() => users.id),
    sentAt: at('sent_at'),
    recipientCount: integer('recipient_count').notNull().default(0),
    readCount: integer('read_count').notNull().default(0),
    receiptedCount: integer('receipted_count').notNull().default(0),
    repliedCount: integer('replied_count').notNull().default(0),
    /** When the deadline job told the missing recipients and the issuer (once per document). */
    overdueNotifiedAt: at('overdue_notified_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('notifications_issuer_idx').on(t.issuerOrgId, t.updatedAt.desc(), t.id)],
);

export const notificationRecipients = pgTable(
  'notification_recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id),
    orgType: text('org_type').$type<RecipientOrgType>().notNull(),
    // Copied from the document: a recipient's list is one index range, newest first.
    sentAt: at('sent_at').notNull(),
    state: text('state').$type<RecipientState>().notNull().default('UNREAD'),
    readAt: at('read_at'),
    receiptedAt: at('receipted_at'),
    receiptedBy: uuid('receipted_by').references(() => users.id),
    receiptComment: text('receipt_comment'),
    repliedAt: at('replied_at'),
    repliedBy: uuid('replied_by').references(() => users.id),
    reply: text('reply'),
    replyAttachments: jsonb('reply_attachments')
      .$type<StoredAttachment[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [
    uniqueIndex('notification_recipients_key').on(t.notificationId, t.orgId),
    index('notification_recipients_org_idx').on(t.orgId, t.sentAt.desc(), t.notificationId),
    index('notification_recipients_state_idx').on(t.notificationId, t.state, t.id),
  ],
);
