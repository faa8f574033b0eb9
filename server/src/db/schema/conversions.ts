// One-step conversions: which visit record problem or sentiment item became which green-channel
// problem or ledger note. The converting module writes the row in its own transaction; the unique
// key makes a second conversion of the same source a 409, and the sources read it to show a link.
import type { ConversionSourceKind, ConversionTarget } from '@portal/contract/conversion';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './orgs.ts';

export const conversions = pgTable(
  'conversions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sourceKind: text('source_kind').$type<ConversionSourceKind>().notNull(),
    sourceId: uuid('source_id').notNull(),
    /** Which problem found of a visit record; -1 when the source is one thing (a sentiment item). */
    sourceIndex: integer('source_index').notNull().default(-1),
    target: text('target').$type<ConversionTarget>().notNull(),
    /** The problem's id, or the enterprise whose ledger got the note. */
    targetId: uuid('target_id').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('conversions_source_idx').on(t.sourceKind, t.sourceId, t.sourceIndex, t.target),
    index('conversions_target_idx').on(t.target, t.targetId),
  ],
);
