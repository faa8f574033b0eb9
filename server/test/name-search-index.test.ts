// "Name contains" searches have GIN trigram indexes (migration 0013) on PGlite and PostgreSQL
// alike: the enterprise list's name filter can be answered from its index, and the index finds
// exactly what a table scan finds (Chinese, escaped wildcards, any letter case).
import { and, count, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { enterprises, orgs } from '../src/db/schema/index.ts';
import { listConditions } from '../src/modules/enterprise/enterprise.repository.ts';
import { containing } from '../src/platform/sql/like.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { callerOf } from './helpers/enterprise.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const INDEXES = [
  'enterprises_name_trgm_idx',
  'orgs_credit_code_trgm_idx',
  'orgs_name_trgm_idx',
  // Research letters' number and subject, visit records' visitors (research custom migration).
  'research_letters_number_trgm_idx',
  'research_letters_subject_trgm_idx',
  'research_records_visitors_trgm_idx',
  'users_account_trgm_idx',
  'users_name_trgm_idx',
];

// Three characters or more give trigrams; one or two give none and read the whole index.
const KEYWORDS = ['天衡智能', '新材料科技', '股份有限公司', '有限', '盛', '%', '公司_', '智能%装备'];

type Rows = { rows: Record<string, unknown>[] };

// Seq scans and plain index scans off leave a bitmap scan as the only way that is not disabled:
// on a demo-sized table the planner would rightly scan, so nothing else shows the index can serve.
const THROUGH_INDEX = ['enable_seqscan', 'enable_indexscan', 'enable_indexonlyscan'];
const BY_SCAN = ['enable_bitmapscan', 'enable_indexscan', 'enable_indexonlyscan'];

/** Runs the statement with the planner settings off, inside a transaction that forgets them. */
function withSettingsOff(settings: string[], statement: SQL): Promise<Rows> {
  return t.database.db.transaction(async (tx) => {
    for (const name of settings) await tx.execute(sql`select set_config(${name}, 'off', true)`);
    return (await tx.execute(statement)) as unknown as Rows;
  });
}

const planOf = async (query: PgSelect, settings: string[]) =>
  (await withSettingsOff(settings, sql`explain ${query.getSQL()}`)).rows
    .map((r) => String(Object.values(r)[0]))
    .join('\n');

const idsOf = async (query: PgSelect, settings: string[]) =>
  (await withSettingsOff(settings, query.getSQL())).rows.map((r) => String(r.id)).sort();

/** The list's name filter as the list builds it, in a member unit's scope (no index serves that). */
const enterpriseIds = (db: Database, name: string) =>
  db
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(and(...listConditions({ kind: 'all' }, { name })))
    .$dynamic();

describe('trigram indexes', () => {
  it('are on every searched name column, with the pg_trgm operator class', async () => {
    const { rows } = (await t.database.db.execute(
      sql`select indexname, indexdef from pg_indexes where indexname like '%\_trgm\_idx' order by indexname`,
    )) as unknown as Rows;
    expect(rows.map((r) => r.indexname)).toEqual(INDEXES);
    for (const row of rows) expect(row.indexdef).toMatch(/USING gin \(\w+ (\w+\.)?gin_trgm_ops\)/);
  });

  it('answer the enterprise list name filter', async () => {
    const counting = t.database.db
      .select({ n: count() })
      .from(enterprises)
      .where(and(...listConditions({ kind: 'all' }, { name: '天衡智能' })))
      .$dynamic();
    const plan = await planOf(counting, THROUGH_INDEX);
    expect(plan).toMatch(/Bitmap Index Scan on enterprises_name_trgm_idx/);
    expect(plan).not.toMatch(/Seq Scan on enterprises/);
  });

  it('find what a scan finds, Chinese keywords of any length and escaped wildcards included', async () => {
    const db = t.database.db;
    for (const keyword of KEYWORDS) {
      const viaIndex = await idsOf(enterpriseIds(db, keyword), THROUGH_INDEX);
      expect(viaIndex, keyword).toEqual(await idsOf(enterpriseIds(db, keyword), BY_SCAN));
    }
    expect(await idsOf(enterpriseIds(db, '智能%装备'), THROUGH_INDEX)).toEqual([]);
    expect(await idsOf(enterpriseIds(db, '股份有限公司'), THROUGH_INDEX)).toHaveLength(2);

    // ILIKE ignores case through the index too: a lower-case credit-code fragment finds the org.
    const byCode = db
      .select({ id: orgs.id })
      .from(orgs)
      .where(sql`${orgs.creditCode} ilike ${containing('ma4l2r6b')}`)
      .$dynamic();
    const viaIndex = await idsOf(byCode, THROUGH_INDEX);
    expect(viaIndex).toHaveLength(1);
    expect(viaIndex).toEqual(await idsOf(byCode, BY_SCAN));
  });

  it('leave the list answer as it was: a Chinese keyword finds its enterprise', async () => {
    const query = `name=${encodeURIComponent('天衡智能')}`;
    const page = await callerOf(t.app).data('admin', 'GET', `/console/api/company/list?${query}`);
    expect(page.total).toBe(1);
    expect(page.items[0].name).toContain('天衡智能装备股份有限公司');
  });
});
