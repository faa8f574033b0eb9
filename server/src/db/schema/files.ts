// Uploaded files (DESIGN §9): the bytes live on disk under a random name; this row says what they are.
import {
  bigint,
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
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
    /** Anyone may read it, always. Portal content does not set this: see file_uses. */
    public: boolean('public').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('files_uploader_idx').on(t.uploaderId, t.createdAt.desc())],
);

/**
 * Which records use which of our files: portal content (article, knowledge node, hot issue), one
 * row per item and file, rewritten with every change of that item; workflow steps' attachments,
 * added for good. Whoever may read the record reads the file, and anyone does while a row's
 * `visible_from` has passed (platform/files).
 */
export const fileUses = pgTable(
  'file_uses',
  {
    /** 'article' | 'knowledge_node' | 'hot_issue' | 'workflow_instance' (a reader is registered per type). */
    ownerType: text('owner_type').notNull(),
    ownerId: uuid('owner_id').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    /** When the content becomes visible to everyone (a scheduled article's publish time); null: never (a draft, an attachment). */
    visibleFrom: timestamp('visible_from', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.ownerType, t.ownerId, t.fileId] }),
    index('file_uses_file_idx').on(t.fileId),
  ],
);
