// SQL of the hot issues. Province-wide public content kept by administrators: no region scope;
// the portal's queries name `published` themselves, so a draft is simply not found there.
import type { HotIssueCategory } from '@portal/contract';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { hotIssues } from '../../db/schema/index.ts';
import { containing } from '../../platform/sql/like.ts';

export type HotIssueRow = typeof hotIssues.$inferSelect;
export type HotIssueValues = {
  category: HotIssueCategory;
  question: string;
  answer: string;
  sortOrder: number;
  published: boolean;
};
export type HotIssueFilter = { category?: HotIssueCategory; keyword?: string; published?: boolean };

function whereOf(filter: HotIssueFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.published !== undefined) conditions.push(eq(hotIssues.published, filter.published));
  if (filter.category) conditions.push(eq(hotIssues.category, filter.category));
  if (filter.keyword) {
    const like = containing(filter.keyword);
    // The answer is HTML: match its words, not its tags and attributes.
    const answerText = sql`regexp_replace(${hotIssues.answer}, '<[^>]*>', '', 'g')`;
    conditions.push(or(ilike(hotIssues.question, like), ilike(answerText, like))!);
  }
  return and(...conditions);
}

/** Smaller order first, then the most recently published. */
const byOrder = [
  asc(hotIssues.sortOrder),
  desc(hotIssues.publishedAt),
  desc(hotIssues.createdAt),
  asc(hotIssues.id),
];

export async function listIssues(db: Database, filter: HotIssueFilter, limit: number, offset: number) {
  const where = whereOf(filter);
  const [total] = await db.select({ n: count() }).from(hotIssues).where(where);
  const items = await db
    .select()
    .from(hotIssues)
    .where(where)
    .orderBy(...byOrder)
    .limit(limit)
    .offset(offset);
  return { total: total?.n ?? 0, items };
}

export async function publishedCounts(db: Database) {
  return db
    .select({ category: hotIssues.category, count: count() })
    .from(hotIssues)
    .where(eq(hotIssues.published, true))
    .groupBy(hotIssues.category);
}

export async function findIssue(db: Database, id: string): Promise<HotIssueRow | undefined> {
  const [row] = await db.select().from(hotIssues).where(eq(hotIssues.id, id));
  return row;
}

/** A published issue, counting this reading. */
export async function readPublished(db: Database, id: string): Promise<HotIssueRow | undefined> {
  const [row] = await db
    .update(hotIssues)
    .set({ viewCount: sql`${hotIssues.viewCount} + 1` })
    .where(and(eq(hotIssues.id, id), eq(hotIssues.published, true)))
    .returning();
  return row;
}

export async function insertIssue(db: Database, values: HotIssueValues, actorId: string | null, now: Date) {
  const [row] = await db
    .insert(hotIssues)
    .values({
      ...values,
      publishedAt: values.published ? now : null,
      updatedBy: actorId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}

/**
 * Applies the edit when the row is still at `version`, bumping it; undefined when nothing matched
 * (gone, or changed meanwhile: the caller tells which). Publishing stamps the time once;
 * unpublishing clears it, so a republished issue is news again.
 */
export async function updateIssue(
  db: Database,
  id: string,
  values: HotIssueValues,
  edit: { actorId: string; now: Date; version: number },
) {
  const publishedAt = values.published
    ? sql`coalesce(${hotIssues.publishedAt}, ${edit.now.toISOString()}::timestamptz)`
    : null;
  const [row] = await db
    .update(hotIssues)
    .set({
      ...values,
      publishedAt,
      updatedBy: edit.actorId,
      updatedAt: edit.now,
      version: sql`${hotIssues.version} + 1`,
    })
    .where(and(eq(hotIssues.id, id), eq(hotIssues.version, edit.version)))
    .returning();
  return row;
}

export async function deleteIssue(db: Database, id: string): Promise<HotIssueRow | undefined> {
  const [row] = await db.delete(hotIssues).where(eq(hotIssues.id, id)).returning();
  return row;
}
