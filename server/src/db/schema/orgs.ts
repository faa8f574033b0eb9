// Organisations and their users. Grades and authorities are text arrays so that the session
// query returns everything /session/me needs in one row.
import { type Authority, type Grade, ORG_TYPES, type OrgType } from '@portal/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { regions } from './dictionaries.ts';

export const USER_STATUSES = ['ACTIVE', 'PENDING', 'DISABLED'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
/** PENDING: registered, not yet approved by its financial office (issue 3 §2). */
export const ORG_STATUSES = ['ACTIVE', 'PENDING'] as const;
export type OrgStatus = (typeof ORG_STATUSES)[number];

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const orgs = pgTable(
  'orgs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    type: text('type').$type<OrgType>().notNull(),
    creditCode: varchar('credit_code', { length: 18 }),
    regionCode: varchar('region_code', { length: 6 }).references(() => regions.code),
    level: smallint('level'),
    grades: text('grades').array().$type<Grade[]>().notNull().default(sql`'{}'::text[]`),
    hasShortcut: boolean('has_shortcut').notNull().default(false),
    status: text('status').$type<OrgStatus>().notNull().default('ACTIVE'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('orgs_credit_code_key').on(t.creditCode),
    index('orgs_type_region_idx').on(t.type, t.regionCode),
    check('orgs_type_check', sql`${t.type} in (${sql.raw(ORG_TYPES.map((v) => `'${v}'`).join(', '))})`),
    check('orgs_level_check', sql`${t.level} is null or ${t.level} between 1 and 3`),
    check('orgs_status_check', sql`${t.status} in ('ACTIVE', 'PENDING')`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    account: varchar('account', { length: 64 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    mobile: varchar('mobile', { length: 32 }),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id),
    authorities: text('authorities').array().$type<Authority[]>().notNull().default(sql`'{}'::text[]`),
    status: text('status').$type<UserStatus>().notNull().default('ACTIVE'),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    passwordChangedAt: at('password_changed_at').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    // Accounts are unique regardless of case: "Admin" and "admin" are one person's name.
    uniqueIndex('users_account_key').on(sql`lower(${t.account})`),
    index('users_org_idx').on(t.orgId),
    // The administrators' home card counts disabled accounts (issue 16): a few among many users.
    index('users_disabled_idx').on(t.orgId).where(sql`${t.status} = 'DISABLED'`),
    check('users_status_check', sql`${t.status} in ('ACTIVE', 'PENDING', 'DISABLED')`),
  ],
);
