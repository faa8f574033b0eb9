// Registration and account recovery (issue 3 §2): one registration per self-registered
// organisation, single-use password reset codes, and the outbox of e-mail and SMS.
import type { OrgType, OutboxChannel, OutboxStatus, RegistrationState } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orgs, users } from './orgs.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The organisation and first user live in orgs/users (status PENDING); this row tracks the review. */
export const registrations = pgTable(
  'registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    identity: text('identity').$type<OrgType>().notNull(),
    contactName: text('contact_name').notNull(),
    state: text('state').$type<RegistrationState>().notNull(),
    // The licence is a row of the shared files table; kept by id, no foreign key across platforms.
    licenceFileId: uuid('licence_file_id'),
    reason: text('reason'),
    workflowInstanceId: uuid('workflow_instance_id'),
    submittedAt: at('submitted_at'),
    decidedAt: at('decided_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('registrations_org_key').on(t.orgId),
    index('registrations_user_idx').on(t.userId),
    check('registrations_state_check', sql`${t.state} in ('DRAFT', 'SUBMITTED', 'REJECTED', 'APPROVED')`),
  ],
);

/** One live code per user; only a hash is stored. Tries count wrong guesses. */
export const passwordResetCodes = pgTable('password_reset_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  tries: integer('tries').notNull().default(0),
  expiresAt: at('expires_at').notNull(),
  createdAt: at('created_at').notNull(),
});

/**
 * E-mail and SMS waiting for, or done with, delivery. HELD: no provider configured for the
 * channel (SMTP, the SMS gateway); administrators read it.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').$type<OutboxChannel>().notNull().default('email'),
    // An e-mail address, or a mobile number for channel 'sms'.
    recipient: text('recipient').notNull(),
    // Whose mail it is: an administrator reads held mail only of users inside its region scope.
    recipientUserId: uuid('recipient_user_id').references(() => users.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    purpose: text('purpose').notNull(),
    status: text('status').$type<OutboxStatus>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    // When a deliverer last took the row to send it (still QUEUED meanwhile): one deliverer at a
    // time; a claim older than the lease is a process that died mid-send (outbox.service.ts).
    claimedAt: at('claimed_at'),
    error: text('error'),
    createdAt: at('created_at').notNull(),
    sentAt: at('sent_at'),
    // After this the message is useless (a reset code that no longer works): it is not delivered
    // any more, nor shown to administrators to pass on. Null: it never expires.
    expiresAt: at('expires_at'),
  },
  (t) => [
    index('outbox_created_idx').on(t.createdAt.desc()),
    index('outbox_status_idx').on(t.status, t.createdAt.desc()),
    check('outbox_status_check', sql`${t.status} in ('HELD', 'QUEUED', 'SENT', 'FAILED')`),
    check('outbox_channel_check', sql`${t.channel} in ('email', 'sms')`),
  ],
);
