// SQL for the files table (rows are written once; a feature may delete a file it no longer needs)
// and for file_uses, the records that use a file (and whether they show it to everyone).
import { and, count, desc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { files, fileUses, users } from '../../db/schema/index.ts';

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

/** Deletes a row (its file_uses go with it); answers where its bytes are, for removal after commit. */
export async function deleteFile(db: Database, id: string): Promise<string | undefined> {
  const [row] = await db.delete(files).where(eq(files.id, id)).returning({ storedName: files.storedName });
  return row?.storedName;
}

/**
 * How many files of a purpose an uploader holds, and their bytes (those created after `since`,
 * when given). Takes a lock on that uploader and purpose for the rest of the transaction first, so
 * two uploads at once cannot both pass a quota check meant for one more file.
 */
export async function usageOf(db: Database, uploaderId: string, purpose: string, since: Date | null) {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`files:${uploaderId}:${purpose}`}, 0))`,
  );
  const [row] = await db
    .select({ files: count(), bytes: sql<string>`coalesce(sum(${files.size}), 0)` })
    .from(files)
    .where(
      and(
        eq(files.uploaderId, uploaderId),
        eq(files.purpose, purpose),
        since ? gt(files.createdAt, since) : undefined,
      ),
    );
  return { files: row?.files ?? 0, bytes: Number(row?.bytes ?? 0) };
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

export type FileOwner = { type: string; id: string };
/**
 * Which files content may show: of these purposes; or of these when an administrator uploaded them,
 * or someone of the publishing organisation (an office's own training materials), never another's.
 */
export type ShowablePurposes = {
  any: readonly string[];
  byAdministrator: readonly string[];
  publisherOrgId?: string;
};

/**
 * Replaces the files `owner` shows: the given ones, visible to everyone from `visibleFrom` on
 * (never while it is null). Files that do not exist or are not `showable` are skipped: an article
 * may name any address, and naming a file must not open it to the article's readers.
 */
export async function replaceUses(
  db: Database,
  owner: FileOwner,
  ids: readonly string[],
  visibleFrom: Date | null,
  showable: ShowablePurposes,
): Promise<void> {
  await db.delete(fileUses).where(and(eq(fileUses.ownerType, owner.type), eq(fileUses.ownerId, owner.id)));
  if (ids.length === 0) return;
  const allowed = await db
    .select({ id: files.id })
    .from(files)
    .leftJoin(users, eq(users.id, files.uploaderId))
    .where(
      and(
        inArray(files.id, [...ids]),
        or(
          inArray(files.purpose, [...showable.any]),
          and(
            inArray(files.purpose, [...showable.byAdministrator]),
            showable.publisherOrgId
              ? or(sql`'ADMIN' = any(${users.authorities})`, eq(users.orgId, showable.publisherOrgId))
              : sql`'ADMIN' = any(${users.authorities})`,
          ),
        ),
      ),
    );
  if (allowed.length === 0) return;
  await db
    .insert(fileUses)
    .values(allowed.map((f) => ({ ownerType: owner.type, ownerId: owner.id, fileId: f.id, visibleFrom })));
}

/** Whether some content shows the file to everyone at `now`. */
export async function isShown(db: Database, fileId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ fileId: fileUses.fileId })
    .from(fileUses)
    .where(and(eq(fileUses.fileId, fileId), lte(fileUses.visibleFrom, now)))
    .limit(1);
  return row !== undefined;
}

/** Adds uses of existing files by `owner`, visible to nobody but the owner's readers. */
export async function addUses(db: Database, owner: FileOwner, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: files.id })
    .from(files)
    .where(inArray(files.id, [...ids]));
  if (found.length === 0) return;
  await db
    .insert(fileUses)
    .values(found.map((f) => ({ ownerType: owner.type, ownerId: owner.id, fileId: f.id, visibleFrom: null })))
    .onConflictDoNothing();
}

export type FileOwnerUse = { ownerType: string; ownerId: string };

/** The records that use a file. */
export function usesOf(db: Database, fileId: string): Promise<FileOwnerUse[]> {
  return db
    .select({ ownerType: fileUses.ownerType, ownerId: fileUses.ownerId })
    .from(fileUses)
    .where(eq(fileUses.fileId, fileId));
}
