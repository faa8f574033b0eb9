// Picker options for the enterprise forms and filters: the served province's regions, the
// GB/T 4754 sections and divisions, the strategic emerging industries (enabled entries only).
import { and, asc, eq, like, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { industries, regions, strategicIndustries } from '../../db/schema/index.ts';
import { regionPrefix } from '../access/region-scope.ts';

export async function dictionaries(db: Database, provinceCode: string) {
  const regionRows = await db
    .select({ code: regions.code, name: regions.name, parentCode: regions.parentCode })
    .from(regions)
    .where(
      and(
        eq(regions.enabled, true),
        or(eq(regions.code, provinceCode), like(regions.code, `${regionPrefix(provinceCode)}%`)),
      ),
    )
    .orderBy(asc(regions.code));
  const industryRows = await db
    .select({ code: industries.code, name: industries.name, parentCode: industries.parentCode })
    .from(industries)
    .where(
      and(
        eq(industries.enabled, true),
        or(eq(industries.level, 'section'), eq(industries.level, 'division')),
      ),
    )
    .orderBy(asc(industries.sort), asc(industries.code));
  const strategicRows = await db
    .select({
      code: strategicIndustries.code,
      name: strategicIndustries.name,
      parentCode: strategicIndustries.parentCode,
    })
    .from(strategicIndustries)
    .where(eq(strategicIndustries.enabled, true))
    .orderBy(asc(strategicIndustries.sort), asc(strategicIndustries.code));
  return { regions: regionRows, industries: industryRows, strategicIndustries: strategicRows };
}

/**
 * Whether a picked dictionary entry may be used: 'missing' when it does not exist (or lies
 * outside what the field allows), 'disabled' when it or an entry above it is switched off — the
 * pickers no longer offer it, so a new pick of it is refused too.
 */
export type EntryState = 'usable' | 'missing' | 'disabled';

type Tree = typeof regions | typeof industries | typeof strategicIndustries;

/** Walks from the entry up to its root (at most five levels). */
async function stateOf(db: Database, table: Tree, code: string): Promise<EntryState> {
  let next: string | null = code;
  for (let depth = 0; next !== null && depth < 5; depth++) {
    const [row] = await db
      .select({ parentCode: table.parentCode, enabled: table.enabled })
      .from(table)
      .where(eq(table.code, next));
    if (!row) return depth === 0 ? 'missing' : 'usable';
    if (!row.enabled) return 'disabled';
    next = row.parentCode;
  }
  return 'usable';
}

/** The region lies in the served province, enabled with the regions above it. */
export async function regionState(db: Database, code: string, provinceCode: string): Promise<EntryState> {
  if (!code.startsWith(regionPrefix(provinceCode))) return 'missing';
  return stateOf(db, regions, code);
}

/** "C/34": division 34 exists under section C, both enabled. */
export async function industryPathState(db: Database, path: string): Promise<EntryState> {
  const [section, division] = path.split('/');
  if (!section || !division) return 'missing';
  const [row] = await db
    .select({ code: industries.code })
    .from(industries)
    .where(and(eq(industries.code, division), eq(industries.parentCode, section)));
  return row ? stateOf(db, industries, division) : 'missing';
}

export const strategicState = (db: Database, code: string): Promise<EntryState> =>
  stateOf(db, strategicIndustries, code);
