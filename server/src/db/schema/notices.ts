// Inbox notices (DESIGN §8): one row per recipient.
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './orgs.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const notices = pgTable(
  'notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    category: text('category').notNull(),
    link: text('link'),
    readAt: at('read_at'),
    discardedAt: at('discarded_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    // The inbox list and the bell count both read only the live (not discarded) notices of one user.
    index('notices_inbox_idx').on(t.userId, t.createdAt.desc()).where(sql`${t.discardedAt} is null`),
    index('notices_unread_idx').on(t.userId).where(sql`${t.discardedAt} is null and ${t.readAt} is null`),
  ],
);
