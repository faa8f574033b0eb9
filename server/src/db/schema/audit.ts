// The audit log (DESIGN §9): append-only, enforced by a trigger in a custom migration.
import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    // No foreign key: the log must outlive the users it names.
    actorId: uuid('actor_id'),
    actorAccount: text('actor_account'),
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id'),
    address: text('address'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_object_idx').on(t.objectType, t.objectId),
    index('audit_log_actor_idx').on(t.actorId),
  ],
);
