// The listing ledger's tables (issue 10 §1): one ledger per enterprise, and its change history.
// The columns the board groups and filters on (stage, status, board, the limit flags) are derived
// from the ledger document at every write, so the board is one indexed aggregate.
import type { FieldChange, TargetBoard } from '@portal/contract';
import type { LedgerData, LedgerLimit, LedgerStage, LedgerStatus } from '@portal/contract/ledger';
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { enterprises } from '../../db/schema/enterprise.ts';
import { orgs, users } from '../../db/schema/orgs.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const listingLedgers = pgTable(
  'listing_ledgers',
  {
    enterpriseId: uuid('enterprise_id')
      .primaryKey()
      .references(() => enterprises.id),
    version: integer('version').notNull(),
    /**
     * The enterprise's region, kept here so the board reads one narrow index of this table alone;
     * written with every ledger change and followed by a trigger when the enterprise's region
     * changes (custom migration ledger_custom).
     */
    regionCode: varchar('region_code', { length: 6 }).notNull(),
    data: jsonb('data').$type<LedgerData>().notNull(),
    stage: text('stage').$type<LedgerStage>().notNull(),
    status: text('status').$type<LedgerStatus>().notNull(),
    targetBoard: text('target_board').$type<TargetBoard>(),
    /** The day the current stage began (its date in the ledger). */
    stageSince: date('stage_since', { mode: 'string' }),
    /**
     * The earliest day a running limit falls due (null: none running). Past today, the ledger is
     * flagged; kept as a column so "past its limit" is a plain comparison with today.
     */
    dueOn: date('due_on', { mode: 'string' }),
    /** The limit dueOn belongs to. */
    dueLimit: text('due_limit').$type<LedgerLimit>(),
    /** Limits already broken on the way (a step that came too late or too early). */
    broken: text('broken').array().$type<LedgerLimit[]>().notNull().default(sql`'{}'::text[]`),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('listing_ledgers_stage_idx').on(t.stage, t.status),
    index('listing_ledgers_due_idx').on(t.dueOn),
    index('listing_ledgers_updated_idx').on(t.updatedAt.desc(), t.enterpriseId.desc()),
    // An intermediary's clients (issue 16): the ledgers naming it in each role, by its library id
    // or, where only a name was typed, by that name (ledger.home.repository.ts roleKey).
    index('listing_ledgers_broker_key_idx').on(
      sql`coalesce(${t.data} -> 'broker' ->> 'id', ${t.data} -> 'broker' ->> 'name')`,
    ),
    index('listing_ledgers_law_firm_key_idx').on(
      sql`coalesce(${t.data} -> 'lawFirm' ->> 'id', ${t.data} -> 'lawFirm' ->> 'name')`,
    ),
    index('listing_ledgers_accounting_firm_key_idx').on(
      sql`coalesce(${t.data} -> 'accountingFirm' ->> 'id', ${t.data} -> 'accountingFirm' ->> 'name')`,
    ),
  ],
);

/** Every change of a ledger, field by field (issue 10 §1 "every change is versioned"). */
export const listingLedgerChanges = pgTable(
  'listing_ledger_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enterpriseId: uuid('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    version: integer('version').notNull(),
    source: text('source').$type<'FORM' | 'IMPORT'>().notNull(),
    changes: jsonb('changes').$type<FieldChange[]>().notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id),
    actorOrgId: uuid('actor_org_id').references(() => orgs.id),
    at: at('at').notNull(),
  },
  (t) => [index('listing_ledger_changes_enterprise_idx').on(t.enterpriseId, t.version.desc())],
);
