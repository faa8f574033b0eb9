// SQL of the law library: province-wide reference content, no region scope. Search vectors and
// queries arrive as literals made by platform/search/chinese.ts and are cast here.
import type { LawCategory, LawLevel, LawValidity } from '@portal/contract/law';
import { and, asc, count, desc, eq, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { tsvectorLiteral } from '../../platform/search/chinese.ts';
import { containing } from '../../platform/sql/like.ts';
import type { ParsedArticle } from './law.articles.ts';
import { lawArticles, lawDocuments } from './law.schema.ts';

export type LawDocumentRow = Omit<typeof lawDocuments.$inferSelect, 'search' | 'titleSearch'>;
export type LawDocumentValues = {
  title: string;
  issuer: string;
  docNumber: string | null;
  level: LawLevel;
  category: LawCategory;
  publishedOn: string;
  effectiveOn: string | null;
  validity: LawValidity;
  body: string;
  sourceName: string;
  sourceUrl: string | null;
  revisesId: string | null;
};
export type LawFilter = {
  level?: LawLevel;
  category?: LawCategory;
  validity?: LawValidity;
  issuer?: string;
  publishedFrom?: string;
  publishedTo?: string;
};

/** Every column but the search vector, which only queries read. */
const documentColumns = {
  id: lawDocuments.id,
  title: lawDocuments.title,
  issuer: lawDocuments.issuer,
  docNumber: lawDocuments.docNumber,
  level: lawDocuments.level,
  category: lawDocuments.category,
  publishedOn: lawDocuments.publishedOn,
  effectiveOn: lawDocuments.effectiveOn,
  validity: lawDocuments.validity,
  body: lawDocuments.body,
  sourceName: lawDocuments.sourceName,
  sourceUrl: lawDocuments.sourceUrl,
  revisesId: lawDocuments.revisesId,
  articleCount: lawDocuments.articleCount,
  version: lawDocuments.version,
  createdAt: lawDocuments.createdAt,
  updatedAt: lawDocuments.updatedAt,
  updatedBy: lawDocuments.updatedBy,
};

function whereOf(filter: LawFilter, tsquery: string | null): SQL | undefined {
  const c: SQL[] = [];
  if (tsquery) c.push(sql`${lawDocuments.search} @@ ${tsquery}::tsquery`);
  if (filter.level) c.push(eq(lawDocuments.level, filter.level));
  if (filter.validity) c.push(eq(lawDocuments.validity, filter.validity));
  if (filter.category)
    c.push(
      or(eq(lawDocuments.category, filter.category), like(lawDocuments.category, `${filter.category}/%`))!,
    );
  if (filter.issuer) c.push(sql`${lawDocuments.issuer} ILIKE ${containing(filter.issuer)}`);
  if (filter.publishedFrom) c.push(sql`${lawDocuments.publishedOn} >= ${filter.publishedFrom}`);
  if (filter.publishedTo) c.push(sql`${lawDocuments.publishedOn} <= ${filter.publishedTo}`);
  return and(...c);
}

/** Higher law first when the query ranks equal (法律 before 行政法规 …). */
const LEVEL_ORDER = sql`array_position(ARRAY['LAW','ADMINISTRATIVE_REGULATION','DEPARTMENTAL_RULE','NORMATIVE_DOCUMENT','SELF_REGULATORY_RULE','LOCAL_POLICY'], ${lawDocuments.level})`;

/**
 * A page of documents. With a query: those whose title matches first (ranked on the title's small
 * vector), then by level and newest first; without one, newest first.
 */
export async function searchDocuments(
  db: Database,
  filter: LawFilter,
  tsquery: string | null,
  limit: number,
  offset: number,
) {
  if (!tsquery) return searchPage(db, filter, null, limit, offset);
  // The planner prices a tsvector match on a sequential scan as cheap as a comparison, though each
  // row's vector must first be read out of TOAST: with a common word it chose to read every
  // document (120 ms over 20,000) over the GIN index (15 ms). Inside this transaction only, a
  // sequential scan is priced as what it is.
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return searchPage(tx, filter, tsquery, limit, offset);
  });
}

async function searchPage(
  db: Database,
  filter: LawFilter,
  tsquery: string | null,
  limit: number,
  offset: number,
) {
  const where = whereOf(filter, tsquery);
  const [total] = await db.select({ n: count() }).from(lawDocuments).where(where);
  const order = tsquery
    ? [
        sql`ts_rank(${lawDocuments.titleSearch}, ${tsquery}::tsquery) DESC`,
        LEVEL_ORDER,
        desc(lawDocuments.publishedOn),
        asc(lawDocuments.id),
      ]
    : [desc(lawDocuments.publishedOn), asc(lawDocuments.id)];
  const items = await db
    .select(documentColumns)
    .from(lawDocuments)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return { total: total?.n ?? 0, items };
}

/** The articles of these documents that match, best first within each document. */
export async function matchingArticles(db: Database, documentIds: readonly string[], tsquery: string) {
  if (documentIds.length === 0) return [];
  return db
    .select({
      id: lawArticles.id,
      documentId: lawArticles.documentId,
      label: lawArticles.label,
      body: lawArticles.body,
    })
    .from(lawArticles)
    .where(
      and(
        inArray(lawArticles.documentId, [...documentIds]),
        sql`${lawArticles.search} @@ ${tsquery}::tsquery`,
      ),
    )
    .orderBy(
      asc(lawArticles.documentId),
      sql`ts_rank(${lawArticles.search}, ${tsquery}::tsquery) DESC`,
      asc(lawArticles.seq),
    );
}

export async function articlesOf(db: Database, documentId: string, tsquery: string | null) {
  return db
    .select({
      id: lawArticles.id,
      seq: lawArticles.seq,
      label: lawArticles.label,
      chapter: lawArticles.chapter,
      body: lawArticles.body,
      hit: tsquery ? sql<boolean>`${lawArticles.search} @@ ${tsquery}::tsquery` : sql<boolean>`false`,
    })
    .from(lawArticles)
    .where(eq(lawArticles.documentId, documentId))
    .orderBy(asc(lawArticles.seq));
}

export async function findDocument(db: Database, id: string): Promise<LawDocumentRow | undefined> {
  const [row] = await db.select(documentColumns).from(lawDocuments).where(eq(lawDocuments.id, id));
  return row;
}

export async function linkedDocuments(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: lawDocuments.id, title: lawDocuments.title, publishedOn: lawDocuments.publishedOn })
    .from(lawDocuments)
    .where(inArray(lawDocuments.id, [...ids]));
}

export async function revisedBy(db: Database, id: string) {
  return db
    .select({ id: lawDocuments.id, title: lawDocuments.title, publishedOn: lawDocuments.publishedOn })
    .from(lawDocuments)
    .where(eq(lawDocuments.revisesId, id))
    .orderBy(asc(lawDocuments.publishedOn));
}

export async function issuerCounts(db: Database) {
  return db
    .select({ issuer: lawDocuments.issuer, count: count() })
    .from(lawDocuments)
    .groupBy(lawDocuments.issuer)
    .orderBy(desc(count()), asc(lawDocuments.issuer));
}

const vectorOf = (values: LawDocumentValues) =>
  sql`${tsvectorLiteral([
    { text: values.title, weight: 'A' },
    { text: values.docNumber ?? '', weight: 'B' },
    { text: values.body },
  ])}::tsvector`;
const titleVectorOf = (values: LawDocumentValues) =>
  sql`${tsvectorLiteral([{ text: `${values.title}\n${values.docNumber ?? ''}` }])}::tsvector`;

async function writeArticles(tx: Database, documentId: string, articles: readonly ParsedArticle[]) {
  await tx.delete(lawArticles).where(eq(lawArticles.documentId, documentId));
  // Batches keep a long statute's insert under the driver's parameter limit.
  for (let i = 0; i < articles.length; i += 200) {
    await tx.insert(lawArticles).values(
      articles.slice(i, i + 200).map((a) => ({
        documentId,
        seq: a.seq,
        label: a.label,
        chapter: a.chapter,
        body: a.body,
        search: sql`${tsvectorLiteral([{ text: `${a.chapter ?? ''}\n${a.body}` }])}::tsvector`,
      })),
    );
  }
}

export async function insertDocument(
  tx: Database,
  values: LawDocumentValues,
  articles: readonly ParsedArticle[],
  edit: { actorId: string | null; now: Date },
): Promise<LawDocumentRow> {
  const [row] = await tx
    .insert(lawDocuments)
    .values({
      ...values,
      articleCount: articles.length,
      search: vectorOf(values),
      titleSearch: titleVectorOf(values),
      createdAt: edit.now,
      updatedAt: edit.now,
      updatedBy: edit.actorId,
    })
    .returning(documentColumns);
  await writeArticles(tx, row!.id, articles);
  return row!;
}

/** Undefined when the id is unknown or the version stale (the caller tells which). */
export async function updateDocument(
  tx: Database,
  id: string,
  values: LawDocumentValues,
  articles: readonly ParsedArticle[],
  edit: { actorId: string; now: Date; version: number },
): Promise<LawDocumentRow | undefined> {
  const [row] = await tx
    .update(lawDocuments)
    .set({
      ...values,
      articleCount: articles.length,
      search: vectorOf(values),
      titleSearch: titleVectorOf(values),
      version: sql`${lawDocuments.version} + 1`,
      updatedAt: edit.now,
      updatedBy: edit.actorId,
    })
    .where(and(eq(lawDocuments.id, id), eq(lawDocuments.version, edit.version)))
    .returning(documentColumns);
  if (row) await writeArticles(tx, id, articles);
  return row;
}

export async function deleteDocument(tx: Database, id: string) {
  const [row] = await tx
    .delete(lawDocuments)
    .where(eq(lawDocuments.id, id))
    .returning({ id: lawDocuments.id, title: lawDocuments.title });
  return row;
}

export async function documentCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(lawDocuments);
  return row?.n ?? 0;
}
