// Agency search's own table: regulatory measures recorded against an intermediary by
// administrators, each with its source (the regulator's announcement) and date.
import { date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { institutions } from '../../db/schema/institution.ts';
import { users } from '../../db/schema/orgs.ts';

export const regulatoryMeasures = pgTable(
  'regulatory_measures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    measure: text('measure').notNull(),
    source: text('source').notNull(),
    decidedOn: date('decided_on', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('regulatory_measures_institution_idx').on(t.institutionId, t.decidedOn.desc())],
);
