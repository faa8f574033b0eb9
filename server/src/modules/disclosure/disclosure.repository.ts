// SQL of the announcements. Every read goes through the dataset's active import; a search matches
// through the GIN index on the app-written vector; lists fetch a page of ids first, then the rows.
import type { AnnouncementType, Exchange } from '@portal/contract/disclosure';
import { and, asc, count, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
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

/** A total past this is shown as "more than": counting every match of a common word costs more than it tells. */
export const COUNT_CAP = 10_000;

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

const { search: _, ...listColumns } = getTableColumns(announcements);
export type AnnouncementRecord = Omit<typeof announcements.$inferSelect, 'search'>;

/** Newest first; the total counted up to COUNT_CAP. */
export async function pageOfAnnouncements(
  db: Database,
  importId: string,
  f: AnnouncementWhere,
  limit: number,
  offset: number,
): Promise<{ total: number; capped: boolean; items: AnnouncementRecord[] }> {
  const where = whereOf(importId, f);
  const matches = db
    .select({ one: sql`1`.as('one') })
    .from(announcements)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('matches');
  const [counted] = await db.select({ n: count() }).from(matches);
  const ids = await db
    .select({ id: announcements.id })
    .from(announcements)
    .where(where)
    .orderBy(desc(announcements.announcedOn), asc(announcements.id))
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
  const n = Number(counted?.n ?? 0);
  return { total: Math.min(n, COUNT_CAP), capped: n > COUNT_CAP, items: ids.map((r) => byId.get(r.id)!) };
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
