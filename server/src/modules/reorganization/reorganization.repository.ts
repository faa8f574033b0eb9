// SQL of the reorganisation datasets: every read is within one import (the active version);
// lists count and page in SQL, the overview groups in SQL.
import type { CaseFilter, DealFilter, TargetFilter } from '@portal/contract/reorganization';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { containing } from '../../platform/sql/like.ts';
import { reorgCases, reorgDeals, reorgTargets } from './reorganization.schema.ts';

export type DealRecord = typeof reorgDeals.$inferSelect;
export type TargetRecord = typeof reorgTargets.$inferSelect;
export type CaseRecord = typeof reorgCases.$inferSelect;

type Common = { keyword?: string; industry?: string; province?: string; year?: number };
/** The filters every list shares: keyword over the named columns, industry and province contain, year. */
function common(f: Common, t: { industry: PgColumn; province: PgColumn }, day: PgColumn, words: PgColumn[]) {
  const c: (SQL | undefined)[] = [];
  if (f.industry) c.push(ilike(t.industry, containing(f.industry)));
  if (f.province) c.push(ilike(t.province, containing(f.province)));
  if (f.year) c.push(sql`extract(year from ${day}) = ${f.year}`);
  if (f.keyword) {
    const like = containing(f.keyword);
    c.push(or(...words.map((w) => ilike(w, like))));
  }
  return c;
}

export const dealWhere = (importId: string, f: DealFilter) =>
  and(
    eq(reorgDeals.importId, importId),
    f.type ? eq(reorgDeals.type, f.type) : undefined,
    f.status ? eq(reorgDeals.status, f.status) : undefined,
    f.payment ? eq(reorgDeals.payment, f.payment) : undefined,
    ...common(f, reorgDeals, reorgDeals.announcedOn, [
      reorgDeals.companyName,
      reorgDeals.stockCode,
      reorgDeals.targetName,
      reorgDeals.counterparties,
    ]),
  );

const targetWhere = (importId: string, f: TargetFilter) =>
  and(
    eq(reorgTargets.importId, importId),
    f.type ? eq(reorgTargets.type, f.type) : undefined,
    f.status ? eq(reorgTargets.status, f.status) : undefined,
    ...common(f, reorgTargets, reorgTargets.listedOn, [
      reorgTargets.name,
      reorgTargets.seller,
      reorgTargets.contactOffice,
    ]),
  );

const caseWhere = (importId: string, f: CaseFilter) =>
  and(
    eq(reorgCases.importId, importId),
    f.type ? eq(reorgCases.type, f.type) : undefined,
    f.status ? eq(reorgCases.status, f.status) : undefined,
    ...common(f, reorgCases, reorgCases.announcedOn, [
      reorgCases.title,
      reorgCases.companyName,
      reorgCases.stockCode,
      reorgCases.targetName,
    ]),
  );

type Page = { limit: number; offset: number };

export async function pageOfDeals(db: Database, importId: string, f: DealFilter, p: Page) {
  const where = dealWhere(importId, f);
  const [total] = await db.select({ n: count() }).from(reorgDeals).where(where);
  const items = await db
    .select()
    .from(reorgDeals)
    .where(where)
    .orderBy(desc(reorgDeals.announcedOn), asc(reorgDeals.id))
    .limit(p.limit)
    .offset(p.offset);
  return { total: total?.n ?? 0, items };
}

export async function pageOfTargets(db: Database, importId: string, f: TargetFilter, p: Page) {
  const where = targetWhere(importId, f);
  const [total] = await db.select({ n: count() }).from(reorgTargets).where(where);
  const items = await db
    .select()
    .from(reorgTargets)
    .where(where)
    .orderBy(desc(reorgTargets.listedOn), asc(reorgTargets.id))
    .limit(p.limit)
    .offset(p.offset);
  return { total: total?.n ?? 0, items };
}

export async function pageOfCases(db: Database, importId: string, f: CaseFilter, p: Page) {
  const where = caseWhere(importId, f);
  const [total] = await db.select({ n: count() }).from(reorgCases).where(where);
  const items = await db
    .select()
    .from(reorgCases)
    .where(where)
    .orderBy(desc(reorgCases.announcedOn), asc(reorgCases.id))
    .limit(p.limit)
    .offset(p.offset);
  return { total: total?.n ?? 0, items };
}

export async function caseById(db: Database, importId: string, caseId: string) {
  const [c] = await db
    .select()
    .from(reorgCases)
    .where(and(eq(reorgCases.importId, importId), eq(reorgCases.id, caseId)));
  return c;
}

/** Pages of a list for an export, in the list's order, so a large export never sits in memory whole. */
export async function* batches<F, R>(
  read: (db: Database, importId: string, f: F, p: Page) => Promise<{ items: R[] }>,
  db: Database,
  importId: string,
  filter: F,
  size = 1000,
) {
  for (let offset = 0; ; offset += size) {
    const { items } = await read(db, importId, filter, { limit: size, offset });
    if (items.length > 0) yield items;
    if (items.length < size) return;
  }
}

const amount = sql<number>`coalesce(sum(${reorgDeals.price}), 0)::float8`;

/** Deals of the import (in the year when given) counted and summed by a grouping expression. */
async function tally(db: Database, importId: string, key: SQL<string>, extra?: SQL) {
  const rows = await db
    .select({ key, count: count(), amount })
    .from(reorgDeals)
    .where(and(eq(reorgDeals.importId, importId), extra))
    .groupBy(key)
    .orderBy(key);
  return rows.map((r) => ({
    key: String(r.key),
    count: r.count,
    amount: Math.round(Number(r.amount) * 100) / 100,
  }));
}

/** All deals of the import matching `extra`, counted and summed. */
async function sum(db: Database, importId: string, key: string, extra?: SQL) {
  const [row] = await db
    .select({ count: count(), amount })
    .from(reorgDeals)
    .where(and(eq(reorgDeals.importId, importId), extra));
  return { key, count: row?.count ?? 0, amount: Math.round(Number(row?.amount ?? 0) * 100) / 100 };
}

export async function aggregates(db: Database, importId: string, year: number | null, province: string) {
  const inYear = year ? sql`extract(year from ${reorgDeals.announcedOn}) = ${year}` : undefined;
  const ours = sql`${reorgDeals.province} = ${province}`;
  const [byYear, byType, byStatus, byProvince, total, oursTotal] = await Promise.all([
    tally(db, importId, sql<string>`extract(year from ${reorgDeals.announcedOn})::int::text`),
    tally(db, importId, sql<string>`${reorgDeals.type}`, inYear),
    tally(db, importId, sql<string>`${reorgDeals.status}`, inYear),
    tally(db, importId, sql<string>`${reorgDeals.province}`, inYear),
    sum(db, importId, 'all', inYear),
    sum(db, importId, 'ours', and(inYear, ours)),
  ]);
  const recent = await db
    .select()
    .from(reorgDeals)
    .where(and(eq(reorgDeals.importId, importId), inYear, ours))
    .orderBy(desc(reorgDeals.announcedOn), asc(reorgDeals.id))
    .limit(20);
  return {
    byYear,
    byType,
    byStatus,
    byProvince: byProvince.sort((a, b) => b.count - a.count || a.key.localeCompare(b.key)),
    total,
    oursTotal,
    recent,
  };
}
