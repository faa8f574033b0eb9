// The financial years of enterprises' current (approved) profiles, for features that measure them
// (the listing test) without reaching into the enterprise module. Figures are the profile's own:
// strings of 万元, as the enterprise entered them.
import type { FinancialYear } from '@portal/contract';
import { and, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { enterprises, profileVersions, regions } from '../../db/schema/index.ts';

export type CurrentFinancials = { versionNumber: number | null; financials: FinancialYear[] };

/** An enterprise organisation's approved profile figures; null when it has no enterprise record. */
export async function currentFinancialsOf(db: Database, orgId: string): Promise<CurrentFinancials | null> {
  const [row] = await db
    .select({
      number: profileVersions.number,
      financials: sql<FinancialYear[] | null>`${profileVersions.data}->'financials'`,
    })
    .from(enterprises)
    .leftJoin(profileVersions, eq(profileVersions.id, enterprises.currentVersionId))
    .where(eq(enterprises.orgId, orgId));
  if (!row) return null;
  return { versionNumber: row.number, financials: row.financials ?? [] };
}

// A province screens a hundred thousand enterprises at once. PGlite hands every row across its
// WebAssembly boundary on its own, which costs more than the query (measured: 100,000 rows of four
// columns 10 s, the same as one aggregated text 1.4 s, under load), so the two wide reads below
// come back as one string_agg text each and are split here; PostgreSQL answers them the same way.

export type ApprovedEnterpriseRef = { id: string; versionId: string };

/**
 * Every enterprise with an approved profile matching `where` (the caller's scope and filters on
 * the enterprises table), ordered by name: its id and current version only.
 */
export async function approvedEnterprises(
  db: Database,
  where: SQL | undefined,
): Promise<ApprovedEnterpriseRef[]> {
  const [row] = await db
    .select({
      refs: sql<
        string | null
      >`string_agg(${enterprises.id}::text || ${enterprises.currentVersionId}::text, '' order by ${enterprises.name}, ${enterprises.id})`,
    })
    .from(enterprises)
    .where(and(isNotNull(enterprises.currentVersionId), where));
  const refs = row?.refs ?? '';
  const out: ApprovedEnterpriseRef[] = [];
  // Two uuids of 36 characters each per enterprise, nothing between them.
  for (let i = 0; i + 72 <= refs.length; i += 72)
    out.push({ id: refs.slice(i, i + 36), versionId: refs.slice(i + 36, i + 72) });
  return out;
}

const CHUNK = 20_000;

/**
 * A version's years as one line: its id, then "year,revenue,…;year,…" (empty cells for missing
 * items). A third of the size of the years' JSON and split without a JSON parser: the client's
 * share of reading a province was most of the time (measured on PostgreSQL and PGlite).
 */
const COMPACT_ITEMS = [
  'revenue',
  'netProfit',
  'netProfitDeducted',
  'rdExpense',
  'operatingCashFlow',
  'totalAssets',
  'netAssets',
] as const satisfies readonly (keyof FinancialYear)[];
const cellsOf = sql.raw(
  ["y->>'year'", ...COMPACT_ITEMS.map((item) => `coalesce(y->>'${item}', '')`)].join(` || ',' || `),
);
const compactLines = sql<string | null>`string_agg(${profileVersions.id}::text || coalesce((
  select string_agg(${cellsOf}, ';') from jsonb_array_elements(${profileVersions.data}->'financials') as y
), ''), E'\n')`;

/** The financial years of the given profile versions, by version id (none: an empty list). */
export async function financialsOfVersions(
  db: Database,
  versionIds: readonly string[],
): Promise<Map<string, FinancialYear[]>> {
  const out = new Map<string, FinancialYear[]>();
  for (let i = 0; i < versionIds.length; i += CHUNK) {
    const ids = versionIds.slice(i, i + CHUNK);
    const [row] = await db
      .select({
        lines: compactLines,
      })
      .from(profileVersions)
      // One array parameter, not twenty thousand.
      .where(sql`${profileVersions.id} = any(${`{${ids.join(',')}}`}::uuid[])`);
    parseLines(row?.lines ?? null, out);
  }
  return out;
}

function parseLines(lines: string | null, out: Map<string, FinancialYear[]>) {
  for (const line of (lines ?? '').split('\n')) {
    if (line.length < 36) continue;
    const rest = line.slice(36);
    out.set(line.slice(0, 36), rest === '' ? [] : rest.split(';').map(yearOf));
  }
  return out;
}

function yearOf(text: string): FinancialYear {
  const cells = text.split(',');
  const year: FinancialYear = { year: Number(cells[0]) };
  COMPACT_ITEMS.forEach((item, i) => {
    const cell = cells[i + 1];
    if (cell) year[item] = cell;
  });
  return year;
}

export type EnterpriseHead = { id: string; name: string; regionCode: string; regionName: string | null };

/** Names and regions of the given enterprises (a page of a list, or an export's batch). */
export async function enterpriseHeads(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, EnterpriseHead>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: enterprises.id,
      name: enterprises.name,
      regionCode: enterprises.regionCode,
      regionName: regions.name,
    })
    .from(enterprises)
    .leftJoin(regions, eq(regions.code, enterprises.regionCode))
    .where(inArray(enterprises.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r]));
}
