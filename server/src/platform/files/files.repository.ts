// SQL for the files table. Rows are written once; only the public flag changes afterwards.
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { files } from '../../db/schema/index.ts';

export type FileRow = typeof files.$inferSelect;
export type NewFileRow = typeof files.$inferInsert;

export async function insertFile(db: Database, row: NewFileRow): Promise<FileRow> {
  const [inserted] = await db.insert(files).values(row).returning();
  return inserted!;
}

export async function findFile(db: Database, id: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
}

export async function setPublic(db: Database, ids: readonly string[], isPublic: boolean): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(files)
    .set({ public: isPublic })
    .where(inArray(files.id, [...ids]))
    .returning({ id: files.id });
  return rows.length;
}

export async function listByUploader(
  db: Database,
  uploaderId: string,
  purpose: string,
  limit: number,
  offset: number,
) {
  const mine = and(eq(files.uploaderId, uploaderId), eq(files.purpose, purpose));
  const [total] = await db.select({ n: count() }).from(files).where(mine);
  const items = await db
    .select()
    .from(files)
    .where(mine)
    .orderBy(desc(files.createdAt), desc(files.id))
    .limit(limit)
    .offset(offset);
  return { total: total?.n ?? 0, items };
}
