// SQL of the IPO datasets. Every read goes through the dataset's active import; aggregates are
// computed in SQL (grouped counts and sums), lists fetch a page of ids first.
import type { IpoBoard, IpoDataset, LetterCategory } from '@portal/contract/ipo-data';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  isNotNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { enterprises } from '../../db/schema/index.ts';
import { activeVersion } from '../../platform/datasets/index.ts';
import { containing } from '../../platform/sql/like.ts';
import { ipoCases, ipoLetterQuestions } from './ipo-data.schema.ts';
import type { IpoCaseFilter } from './ipo-data.service.ts';

export type IpoCaseRecord = typeof ipoCases.$inferSelect;

/** The IPO dataset's active version (the cases by default). */
export const activeImport = async (db: Database, dataset: IpoDataset = 'IPO_CASES') =>
  (await activeVersion(db, dataset)) ?? undefined;

function whereOf(importId: string, f: IpoCaseFilter): SQL {
  const c: SQL[] = [eq(ipoCases.importId, importId)];
  if (f.board) c.push(eq(ipoCases.board, f.board));
  if (f.status) c.push(eq(ipoCases.status, f.status));
  if (f.industry) c.push(ilike(ipoCases.industry, containing(f.industry)));
  if (f.sponsor) c.push(ilike(ipoCases.sponsor, containing(f.sponsor)));
  if (f.province) c.push(ilike(ipoCases.province, containing(f.province)));
  if (f.keyword) {
    const like = containing(f.keyword);
    c.push(
      or(ilike(ipoCases.companyName, like), ilike(ipoCases.sponsor, like), ilike(ipoCases.industry, like))!,
    );
  }
  return and(...c)!;
}

export async function pageOfCases(
  db: Database,
  importId: string,
  f: IpoCaseFilter,
  limit: number,
  offset: number,
) {
  const where = whereOf(importId, f);
  const [total] = await db.select({ n: count() }).from(ipoCases).where(where);
  const order =
    f.order === 'accepted'
      ? [desc(ipoCases.acceptedOn), asc(ipoCases.id)]
      : [
          sql`coalesce(${ipoCases.listedOn}, ${ipoCases.terminatedOn}, ${ipoCases.registeredOn}, ${ipoCases.committeeOn}, ${ipoCases.inquiredOn}, ${ipoCases.acceptedOn}) desc`,
          asc(ipoCases.id),
        ];
  const ids = await db
    .select({ id: ipoCases.id })
    .from(ipoCases)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  const rows = await casesByIds(
    db,
    ids.map((r) => r.id),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { total: total?.n ?? 0, items: ids.map((r) => byId.get(r.id)!) };
}

/** Cases with the id of the province's enterprise they match, by credit code first, else by name. */
export async function casesByIds(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ c: ipoCases, enterpriseId: sql<string | null>`${matchedEnterprise}` })
    .from(ipoCases)
    .where(inArray(ipoCases.id, ids))
    .then((rows) => rows.map((r) => ({ ...r.c, enterpriseId: r.enterpriseId })));
}

const matchedEnterprise = sql`(select ${enterprises.id} from ${enterprises}
  where ${enterprises.creditCode} = ${ipoCases.creditCode} or ${enterprises.name} = ${ipoCases.companyName}
  order by (${enterprises.creditCode} = ${ipoCases.creditCode}) desc limit 1)`;

/** Batches of the filtered cases for the export, in the list's order. */
export async function* caseBatches(db: Database, importId: string, f: IpoCaseFilter, size = 1000) {
  for (let offset = 0; ; offset += size) {
    const page = await pageOfCases(db, importId, f, size, offset);
    if (page.items.length > 0) yield page.items;
    if (page.items.length < size) return;
  }
}

const funds = sql<number>`coalesce(sum(${ipoCases.fundsRaised}), 0)::float8`;

/** Listings (count and funds raised) grouped by an expression, over listed cases of the import. */
async function listed(db: Database, importId: string, key: SQL<string>, extra?: SQL) {
  const rows = await db
    .select({ key, count: count(), funds })
    .from(ipoCases)
    .where(
      and(
        eq(ipoCases.importId, importId),
        eq(ipoCases.status, 'LISTED'),
        isNotNull(ipoCases.listedOn),
        extra,
      ),
    )
    .groupBy(key)
    .orderBy(key);
  return rows.map((r) => ({
    key: String(r.key),
    count: r.count,
    funds: Math.round(Number(r.funds) * 100) / 100,
  }));
}

export async function aggregates(db: Database, importId: string, year: number | null, board?: string) {
  const onBoard = board ? eq(ipoCases.board, board as IpoCaseRecord['board']) : undefined;
  const inYear = year ? sql`extract(year from ${ipoCases.listedOn}) = ${year}` : undefined;
  const [byYear, byMonth, byBoard, byProvince, byIndustry] = await Promise.all([
    listed(db, importId, sql<string>`extract(year from ${ipoCases.listedOn})::int::text`, onBoard),
    year
      ? listed(db, importId, sql<string>`to_char(${ipoCases.listedOn}, 'YYYY-MM')`, and(onBoard, inYear))
      : Promise.resolve([]),
    listed(db, importId, sql<string>`${ipoCases.board}`, inYear),
    listed(db, importId, sql<string>`${ipoCases.province}`, and(onBoard, inYear)),
    listed(db, importId, sql<string>`${ipoCases.industry}`, and(onBoard, inYear)),
  ]);
  const queueByBoard = await db
    .select({ board: ipoCases.board, status: ipoCases.status, count: count() })
    .from(ipoCases)
    .where(and(eq(ipoCases.importId, importId), sql`${ipoCases.status} <> 'LISTED'`))
    .groupBy(ipoCases.board, ipoCases.status)
    .orderBy(ipoCases.board, ipoCases.status);
  const queueByProvince = await db
    .select({ key: ipoCases.province, count: count() })
    .from(ipoCases)
    .where(
      and(eq(ipoCases.importId, importId), sql`${ipoCases.status} not in ('LISTED', 'TERMINATED')`, onBoard),
    )
    .groupBy(ipoCases.province)
    .orderBy(desc(count()), ipoCases.province);
  const ours = await db
    .select({ id: ipoCases.id })
    .from(ipoCases)
    .where(and(eq(ipoCases.importId, importId), sql`${matchedEnterprise} is not null`))
    .orderBy(desc(ipoCases.acceptedOn))
    .limit(50);
  return {
    byYear,
    byMonth,
    byBoard,
    byProvince: byProvince.sort((a, b) => b.count - a.count),
    byIndustry: byIndustry.sort((a, b) => b.count - a.count),
    queueByBoard,
    queueByProvince,
    ours: await casesByIds(
      db,
      ours.map((r) => r.id),
    ),
  };
}

/** A page of letter questions of the import: ids first (full text through the GIN index), then rows. */
export async function pageOfLetters(
  db: Database,
  importId: string,
  f: { tsquery?: string; company?: string; category?: LetterCategory; board?: IpoBoard; round?: number },
  limit: number,
  offset: number,
) {
  const c: SQL[] = [eq(ipoLetterQuestions.importId, importId)];
  if (f.tsquery) c.push(sql`${ipoLetterQuestions.search} @@ ${f.tsquery}::tsquery`);
  if (f.company) c.push(ilike(ipoLetterQuestions.companyName, containing(f.company)));
  if (f.board) c.push(eq(ipoLetterQuestions.board, f.board));
  if (f.round) c.push(eq(ipoLetterQuestions.round, f.round));
  const base = and(...c);
  const where = f.category ? and(base, eq(ipoLetterQuestions.category, f.category)) : base;
  // Counts by category for the other filters, so the reader sees how the matches divide; the
  // total is read from them (one scan fewer), and they run beside the page's own query.
  const [byCategory, ids] = await Promise.all([
    db
      .select({ category: ipoLetterQuestions.category, count: count() })
      .from(ipoLetterQuestions)
      .where(base)
      .groupBy(ipoLetterQuestions.category),
    db
      .select({ id: ipoLetterQuestions.id })
      .from(ipoLetterQuestions)
      .where(where)
      // Spelled as ipo_letter_questions_list_idx is (desc nulls last), so the page is read off it.
      .orderBy(
        sql`${ipoLetterQuestions.letterDate} desc nulls last`,
        asc(ipoLetterQuestions.companyName),
        asc(ipoLetterQuestions.round),
        asc(ipoLetterQuestions.number),
      )
      .limit(limit)
      .offset(offset),
  ]);
  const total = byCategory
    .filter((b) => !f.category || b.category === f.category)
    .reduce((n, b) => n + b.count, 0);
  const { search: _, ...columns } = getTableColumns(ipoLetterQuestions);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select(columns)
          .from(ipoLetterQuestions)
          .where(
            inArray(
              ipoLetterQuestions.id,
              ids.map((r) => r.id),
            ),
          );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { total, items: ids.map((r) => byId.get(r.id)!), byCategory };
}
