// SQL for portal articles. The public side sees only what `visible(now)` lets through: published,
// with a publish time that has come (scheduled publishing needs no timer, only the clock).
// Portal content is the province's, one body of it for every administrator: no region scope.
import type { ArticleCategory, ArticleDisplayState, ArticleState } from '@portal/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  ilike,
  inArray,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { articles, users } from '../../db/schema/index.ts';
import { containing } from '../../platform/sql/like.ts';

export type ArticleRow = typeof articles.$inferSelect;
export type NewArticle = typeof articles.$inferInsert;
export type ArticleChanges = Omit<Partial<NewArticle>, 'id' | 'createdAt' | 'createdBy' | 'viewCount'>;
/** A row for the administrator: the account of whoever changed it last. */
export type AdminRow = ArticleRow & { updatedByAccount: string | null };

export const visible = (now: Date): SQL =>
  and(eq(articles.state, 'PUBLISHED'), lte(articles.publishAt, now))!;

/** Pinned first, then the administrator's order, then newest. */
const displayOrder = [
  desc(articles.pinned),
  asc(articles.sortOrder),
  desc(articles.publishAt),
  desc(articles.id),
];

const categoryIn = (categories: readonly ArticleCategory[]) => inArray(articles.category, [...categories]);

const matching = (keyword: string) => {
  const pattern = containing(keyword);
  return or(
    ilike(articles.title, pattern),
    ilike(articles.summary, pattern),
    ilike(articles.bodyText, pattern),
  )!;
};

async function paged(db: Database, where: SQL | undefined, limit: number, offset: number) {
  const [total] = await db.select({ n: count() }).from(articles).where(where);
  const items = await db
    .select()
    .from(articles)
    .where(where)
    .orderBy(...displayOrder)
    .limit(limit)
    .offset(offset);
  return { total: total?.n ?? 0, items };
}

export function listPublic(
  db: Database,
  categories: readonly ArticleCategory[],
  now: Date,
  limit: number,
  offset: number,
) {
  return paged(db, and(visible(now), categoryIn(categories)), limit, offset);
}

export function searchPublic(
  db: Database,
  keyword: string,
  categories: readonly ArticleCategory[] | undefined,
  now: Date,
  limit: number,
  offset: number,
) {
  const where = and(visible(now), matching(keyword), categories ? categoryIn(categories) : undefined);
  return paged(db, where, limit, offset);
}

/** The visible article, its view counted in the same statement. */
export async function viewPublic(db: Database, id: string, now: Date): Promise<ArticleRow | undefined> {
  const [row] = await db
    .update(articles)
    .set({ viewCount: sql`${articles.viewCount} + 1` })
    .where(and(eq(articles.id, id), visible(now)))
    .returning();
  return row;
}

/** The first `sizes[c]` visible articles of every category, in one query (a window per category). */
export async function homeSections(
  db: Database,
  sizes: Readonly<Partial<Record<ArticleCategory, number>>>,
  now: Date,
): Promise<ArticleRow[]> {
  const categories = Object.keys(sizes) as ArticleCategory[];
  const ranked = db
    .select({
      id: articles.id,
      rank: sql<number>`row_number() over (partition by ${articles.category} order by ${articles.pinned} desc, ${articles.sortOrder}, ${articles.publishAt} desc, ${articles.id} desc)`.as(
        'rank',
      ),
    })
    .from(articles)
    .where(and(visible(now), categoryIn(categories)))
    .as('ranked');
  const limits = sql.join(
    categories.map((c) => sql`when ${c} then ${sizes[c] ?? 0}`),
    sql` `,
  );
  return db
    .select(getTableColumns(articles))
    .from(articles)
    .innerJoin(ranked, eq(ranked.id, articles.id))
    .where(sql`${ranked.rank} <= case ${articles.category} ${limits} else 0 end`)
    .orderBy(...displayOrder);
}

export async function countVisible(
  db: Database,
  now: Date,
): Promise<Record<ArticleCategory | 'ALL', number>> {
  const rows = await db
    .select({ category: articles.category, n: count() })
    .from(articles)
    .where(visible(now))
    .groupBy(articles.category);
  const out = { ALL: 0 } as Record<ArticleCategory | 'ALL', number>;
  for (const r of rows) {
    out[r.category] = r.n;
    out.ALL += r.n;
  }
  return out;
}

export type AdminFilter = {
  categories?: readonly ArticleCategory[];
  state?: ArticleDisplayState;
  keyword?: string;
  /** Inclusive start and exclusive end of the publish (or creation) time. */
  from?: Date;
  until?: Date;
};

function adminWhere(filter: AdminFilter, now: Date): SQL | undefined {
  const when = sql`coalesce(${articles.publishAt}, ${articles.createdAt})`;
  const conditions: (SQL | undefined)[] = [
    filter.categories ? categoryIn(filter.categories) : undefined,
    filter.keyword ? matching(filter.keyword) : undefined,
    filter.from ? gte(when, filter.from) : undefined,
    filter.until ? lt(when, filter.until) : undefined,
  ];
  if (filter.state === 'SCHEDULED')
    conditions.push(eq(articles.state, 'PUBLISHED'), gt(articles.publishAt, now));
  else if (filter.state === 'PUBLISHED') conditions.push(visible(now));
  else if (filter.state) conditions.push(eq(articles.state, filter.state));
  return and(...conditions);
}

const adminColumns = { ...getTableColumns(articles), updatedByAccount: users.account };

export async function listAdmin(db: Database, filter: AdminFilter, now: Date, limit: number, offset: number) {
  const where = adminWhere(filter, now);
  const [total] = await db.select({ n: count() }).from(articles).where(where);
  const items: AdminRow[] = await db
    .select(adminColumns)
    .from(articles)
    .leftJoin(users, eq(users.id, articles.updatedBy))
    .where(where)
    .orderBy(desc(articles.updatedAt), desc(articles.id))
    .limit(limit)
    .offset(offset);
  return { total: total?.n ?? 0, items };
}

export async function findAdmin(db: Database, id: string): Promise<AdminRow | undefined> {
  const [row] = await db
    .select(adminColumns)
    .from(articles)
    .leftJoin(users, eq(users.id, articles.updatedBy))
    .where(eq(articles.id, id));
  return row;
}

export async function insertArticle(db: Database, values: NewArticle): Promise<ArticleRow> {
  const [row] = await db.insert(articles).values(values).returning();
  return row!;
}

/**
 * Applies changes when the row exists (and is at `version`, and in one of `fromStates`, when
 * given), bumping the version. Undefined when nothing matched: the caller tells which case it was.
 */
export async function updateArticle(
  db: Database,
  id: string,
  changes: ArticleChanges,
  guard: { version?: number; fromStates?: readonly ArticleState[] } = {},
): Promise<ArticleRow | undefined> {
  const [row] = await db
    .update(articles)
    .set({ ...changes, version: sql`${articles.version} + 1` })
    .where(
      and(
        eq(articles.id, id),
        guard.version === undefined ? undefined : eq(articles.version, guard.version),
        guard.fromStates ? inArray(articles.state, [...guard.fromStates]) : undefined,
      ),
    )
    .returning();
  return row;
}

export async function deleteArticle(db: Database, id: string): Promise<ArticleRow | undefined> {
  const [row] = await db.delete(articles).where(eq(articles.id, id)).returning();
  return row;
}

export async function findRow(db: Database, id: string): Promise<ArticleRow | undefined> {
  const [row] = await db.select().from(articles).where(eq(articles.id, id));
  return row;
}
