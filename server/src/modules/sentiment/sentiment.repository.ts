// SQL of sentiment monitoring. An office reads the items about enterprises of its region: the
// item–enterprise rows carry the region, so scope is one prefix condition on an index.
import type { SentimentPolarity, SentimentWordKind } from '@portal/contract/sentiment';
import { and, asc, count, desc, eq, gt, ilike, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { enterprises, regions } from '../../db/schema/index.ts';
import { type RegionScope, regionWithin } from '../../platform/access/region-scope.ts';
import { dayStart, nextDayStart } from '../../platform/china-time.ts';
import { containing } from '../../platform/sql/like.ts';
import {
  sentimentItems as items,
  sentimentItemEnterprises as links,
  sentimentWords,
  sentimentSources as sources,
} from './sentiment.schema.ts';

export type ItemRow = typeof items.$inferSelect;
export type SourceRow = typeof sources.$inferSelect;
export type ItemFilter = {
  enterprise?: string;
  regionCode?: string;
  polarity?: SentimentPolarity;
  sourceName?: string;
  keyword?: string;
  from?: string;
  to?: string;
};

/** Items with at least one enterprise in the scope (and the filters' region and enterprise). */
function whereOf(scope: RegionScope, f: ItemFilter): SQL {
  const link: SQL[] = [sql`${links.itemId} = ${items.id}`, regionWithin(links.regionCode, scope)];
  if (f.regionCode) link.push(regionWithin(links.regionCode, f.regionCode));
  if (f.enterprise)
    link.push(
      sql`${links.enterpriseId} in (select ${enterprises.id} from ${enterprises} where ${enterprises.name} ilike ${containing(f.enterprise)})`,
    );
  const c: SQL[] = [sql`exists (select 1 from ${links} where ${and(...link)})`];
  if (f.polarity) c.push(eq(items.polarity, f.polarity));
  if (f.sourceName) c.push(ilike(items.sourceName, containing(f.sourceName)));
  if (f.keyword)
    c.push(or(ilike(items.title, containing(f.keyword)), ilike(items.summary, containing(f.keyword)))!);
  if (f.from) c.push(sql`${items.publishedAt} >= ${dayStart(f.from)}`);
  if (f.to) c.push(lt(items.publishedAt, nextDayStart(f.to)));
  return and(...c)!;
}

export async function listItems(
  db: Database,
  scope: RegionScope,
  f: ItemFilter,
  limit: number,
  offset: number,
) {
  const where = whereOf(scope, f);
  const [total] = await db.select({ n: count() }).from(items).where(where);
  const rows = await db
    .select()
    .from(items)
    .where(where)
    .orderBy(desc(items.publishedAt), asc(items.id))
    .limit(limit)
    .offset(offset);
  return { total: total?.n ?? 0, rows };
}

/** The export's rows in batches, newest first (keyset paging: flat memory whatever the count). */
export async function* itemBatches(db: Database, scope: RegionScope, f: ItemFilter, size = 500) {
  let after: { at: Date; id: string } | null = null;
  for (;;) {
    const page: ItemRow[] = await db
      .select()
      .from(items)
      .where(
        and(
          whereOf(scope, f),
          after
            ? or(
                lt(items.publishedAt, after.at),
                and(eq(items.publishedAt, after.at), gt(items.id, after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(desc(items.publishedAt), asc(items.id))
      .limit(size);
    if (page.length === 0) return;
    yield page;
    const last = page[page.length - 1]!;
    after = { at: last.publishedAt, id: last.id };
  }
}

/** The enterprises each item is about, within the scope (an office does not learn of others'). */
export async function enterprisesOf(db: Database, itemIds: readonly string[], scope: RegionScope) {
  if (itemIds.length === 0) return [];
  return db
    .select({
      itemId: links.itemId,
      enterpriseId: links.enterpriseId,
      orgId: enterprises.orgId,
      name: enterprises.name,
      regionCode: links.regionCode,
    })
    .from(links)
    .innerJoin(enterprises, eq(enterprises.id, links.enterpriseId))
    .where(and(inArray(links.itemId, [...itemIds]), regionWithin(links.regionCode, scope)))
    .orderBy(asc(enterprises.name));
}

export async function trend(db: Database, scope: RegionScope, f: ItemFilter) {
  const day = sql<string>`to_char(${items.publishedAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
  return db
    .select({ day, polarity: items.polarity, n: count() })
    .from(items)
    .where(whereOf(scope, f))
    .groupBy(day, items.polarity)
    .orderBy(day);
}

export async function findByFingerprints(db: Database, fingerprints: readonly string[]) {
  if (fingerprints.length === 0) return [];
  return db
    .select({ id: items.id, fingerprint: items.fingerprint })
    .from(items)
    .where(inArray(items.fingerprint, [...fingerprints]));
}

export async function countDuplicates(db: Database, counts: ReadonlyMap<string, number>) {
  for (const [id, n] of counts)
    await db
      .update(items)
      .set({ duplicates: sql`${items.duplicates} + ${n}` })
      .where(eq(items.id, id));
}

export async function insertItems(db: Database, rows: (typeof items.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return db.insert(items).values(rows).returning({ id: items.id, fingerprint: items.fingerprint });
}

export async function insertLinks(db: Database, rows: (typeof links.$inferInsert)[]) {
  for (let i = 0; i < rows.length; i += 1000) await db.insert(links).values(rows.slice(i, i + 1000));
}

/** Every enterprise's name, credit code and region, for the matcher. */
export async function matchEntries(db: Database) {
  return db
    .select({
      id: enterprises.id,
      name: enterprises.name,
      creditCode: enterprises.creditCode,
      regionCode: enterprises.regionCode,
    })
    .from(enterprises);
}

/** The names of the places enterprises are in (for 长沙天衡… → 天衡…). */
export async function regionNames(db: Database): Promise<string[]> {
  return (await db.selectDistinct({ name: regions.name }).from(regions)).map((r) => r.name);
}

/** Changes only when an enterprise is added, renamed or moved: the matcher is rebuilt then. */
export async function enterprisesStamp(db: Database): Promise<string> {
  const [row] = await db
    .select({ n: count(), last: sql<string>`max(${enterprises.updatedAt})::text` })
    .from(enterprises);
  return `${row?.n ?? 0}/${row?.last ?? ''}`;
}

export async function lexiconRows(db: Database) {
  return db.select().from(sentimentWords).orderBy(asc(sentimentWords.word));
}

export async function replaceLexicon(db: Database, words: { word: string; kind: SentimentWordKind }[]) {
  await db.delete(sentimentWords);
  for (let i = 0; i < words.length; i += 1000)
    await db.insert(sentimentWords).values(words.slice(i, i + 1000));
}

export async function listSources(db: Database) {
  const n = db
    .select({ sourceId: items.sourceId, n: count().as('n') })
    .from(items)
    .groupBy(items.sourceId)
    .as('n');
  return db
    .select({ source: sources, itemCount: sql<number>`coalesce(${n.n}, 0)::int` })
    .from(sources)
    .leftJoin(n, eq(n.sourceId, sources.id))
    .orderBy(asc(sources.name));
}

export async function findSource(db: Database, id: string) {
  const [row] = await db.select().from(sources).where(eq(sources.id, id));
  return row;
}

export async function dueSources(db: Database, now: Date) {
  return db
    .select()
    .from(sources)
    .where(
      and(eq(sources.enabled, true), or(sql`${sources.nextFetchAt} is null`, lte(sources.nextFetchAt, now))),
    )
    .orderBy(asc(sources.nextFetchAt));
}

export async function insertSource(db: Database, values: typeof sources.$inferInsert) {
  const [row] = await db.insert(sources).values(values).returning();
  return row!;
}

export async function updateSource(
  db: Database,
  id: string,
  version: number,
  values: Partial<typeof sources.$inferInsert>,
) {
  const [row] = await db
    .update(sources)
    .set({ ...values, version: sql`${sources.version} + 1` })
    .where(and(eq(sources.id, id), eq(sources.version, version)))
    .returning();
  return row;
}

export async function recordFetch(db: Database, id: string, values: Partial<typeof sources.$inferInsert>) {
  await db.update(sources).set(values).where(eq(sources.id, id));
}

export async function deleteSource(db: Database, id: string) {
  const [row] = await db
    .delete(sources)
    .where(eq(sources.id, id))
    .returning({ id: sources.id, name: sources.name });
  return row;
}
