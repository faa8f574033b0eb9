// SQL of the announcements. Every read goes through the dataset's active import; a search matches
// through the GIN index on the app-written vector; lists fetch a page of ids first, then the rows.
import type { AnnouncementType, Exchange } from '@portal/contract/disclosure';
import { and, asc, count, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { tsvectorLiteral } from '../../platform/search/chinese.ts';
import type { AnnouncementValues } from './disclosure.dataset.ts';
import { announcements } from './disclosure.schema.ts';

export type AnnouncementWhere = {
  tsquery?: string;
  type?: AnnouncementType;
  exchange?: Exchange;
  province?: string;
  from?: string;
  to?: string;
};

/** A total past this is shown as "more than": counting every match costs more than it tells. */
export const COUNT_CAP = 10_000;
/** The same for a search; past it the query's matches are dense, and are read newest first. */
export const SEARCH_COUNT_CAP = 1_000;

function whereOf(importId: string, f: AnnouncementWhere): SQL {
  const c: SQL[] = [eq(announcements.importId, importId)];
  if (f.tsquery) c.push(sql`${announcements.search} @@ ${f.tsquery}::tsquery`);
  if (f.type) c.push(eq(announcements.type, f.type));
  if (f.exchange) c.push(eq(announcements.exchange, f.exchange));
  if (f.province) c.push(eq(announcements.province, f.province));
  if (f.from) c.push(sql`${announcements.announcedOn} >= ${f.from}`);
  if (f.to) c.push(sql`${announcements.announcedOn} <= ${f.to}`);
  return and(...c)!;
}

/** As the indexes store it (drizzle writes DESC NULLS LAST), so they give the order without a sort. */
const NEWEST_FIRST = sql`${announcements.announcedOn} desc nulls last`;

const { search: _, ...listColumns } = getTableColumns(announcements);
export type AnnouncementRecord = Omit<typeof announcements.$inferSelect, 'search'>;

/**
 * Newest first; the total counted up to the cap. A search picks its plan by how many rows match:
 * the planner prices a tsvector match on a scan as cheap as a comparison, though each row is wide
 * (its vector is stored with it), so left alone it read every row (0.6–0.9 s over 200,000). Few
 * matches (under the cap): the GIN index finds them all and they are sorted. Many: the rows are
 * walked newest first on the list index, each tested, and the walk stops when the page is full.
 */
export async function pageOfAnnouncements(
  db: Database,
  importId: string,
  f: AnnouncementWhere,
  limit: number,
  offset: number,
): Promise<{ total: number; capped: boolean; items: AnnouncementRecord[] }> {
  if (!f.tsquery) return pageOf(db, importId, f, limit, offset, COUNT_CAP);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return pageOf(tx, importId, f, limit, offset, SEARCH_COUNT_CAP, async () => {
      await tx.execute(sql`set local enable_bitmapscan = off`);
    });
  });
}

async function pageOf(
  db: Database,
  importId: string,
  f: AnnouncementWhere,
  limit: number,
  offset: number,
  cap: number,
  whenDense?: () => Promise<void>,
) {
  const where = whereOf(importId, f);
  const matches = db
    .select({ one: sql`1`.as('one') })
    .from(announcements)
    .where(where)
    .limit(cap + 1)
    .as('matches');
  const [counted] = await db.select({ n: count() }).from(matches);
  const n = Number(counted?.n ?? 0);
  if (n > cap) await whenDense?.();
  const ids = await db
    .select({ id: announcements.id })
    .from(announcements)
    .where(where)
    .orderBy(NEWEST_FIRST, asc(announcements.id))
    .limit(limit)
    .offset(offset);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select(listColumns)
          .from(announcements)
          .where(
            inArray(
              announcements.id,
              ids.map((r) => r.id),
            ),
          );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { total: Math.min(n, cap), capped: n > cap, items: ids.map((r) => byId.get(r.id)!) };
}

/** Batches of the filtered announcements for the export, in the list's order. */
export async function* announcementBatches(
  db: Database,
  importId: string,
  f: AnnouncementWhere,
  size = 1000,
) {
  for (let offset = 0; ; offset += size) {
    const page = await pageOfAnnouncements(db, importId, f, size, offset);
    if (page.items.length > 0) yield page.items;
    if (page.items.length < size) return;
  }
}

/** Counts by type of one province's announcements in [from, to]. */
export async function countsByType(
  db: Database,
  importId: string,
  province: string,
  from: string,
  to: string,
) {
  return db
    .select({ type: announcements.type, count: count() })
    .from(announcements)
    .where(whereOf(importId, { province, from, to }))
    .groupBy(announcements.type);
}

/** How many listed companies of the province have announcements in the import. */
export async function companiesOf(db: Database, importId: string, province: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${announcements.code})::int` })
    .from(announcements)
    .where(whereOf(importId, { province }));
  return Number(row?.n ?? 0);
}

export async function insertAnnouncements(
  tx: Database,
  importId: string,
  rows: readonly AnnouncementValues[],
) {
  // Batches keep each insert under the driver's parameter limit.
  for (let i = 0; i < rows.length; i += 500)
    await tx.insert(announcements).values(
      rows.slice(i, i + 500).map((a) => ({
        ...a,
        importId,
        search: sql`${tsvectorLiteral([
          { text: `${a.title}\n${a.company} ${a.code}`, weight: 'A' },
          { text: a.summary },
        ])}::tsvector`,
      })),
    );
}
