// Uploaded files (DESIGN §9): the bytes live on disk under a random name; this row says what they are.
import { bigint, boolean, index, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './orgs.ts';

export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    originalName: text('original_name').notNull(),
    /** Path under the files directory, e.g. `3f/3fa9…`; never derived from what the uploader sent. */
    storedName: text('stored_name').notNull(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    /** What the file is for (editor-image, licence, attachment…): read policies hang off it. */
    purpose: text('purpose').notNull(),
    uploaderId: uuid('uploader_id').references(() => users.id, { onDelete: 'set null' }),
    /** Part of published portal content: anyone may read it. */
    public: boolean('public').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('files_uploader_idx').on(t.uploaderId, t.createdAt.desc())],
);
