// Picker options for the enterprise forms and filters: the served province's regions, the
// GB/T 4754 sections and divisions, the strategic emerging industries (enabled entries only).
import { and, asc, eq, like, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { industries, regions, strategicIndustries } from '../../db/schema/index.ts';
import { regionPrefix } from '../../platform/access/region-scope.ts';

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

/** The region exists and lies in the served province. */
export async function regionInProvince(db: Database, code: string, provinceCode: string): Promise<boolean> {
  const rows = await db
    .select({ code: regions.code })
    .from(regions)
    .where(and(eq(regions.code, code), like(regions.code, `${regionPrefix(provinceCode)}%`)));
  return rows.length > 0;
}

/** "C/34": division 34 exists under section C. */
export async function industryPathExists(db: Database, path: string): Promise<boolean> {
  const [section, division] = path.split('/');
  if (!section || !division) return false;
  const rows = await db
    .select({ code: industries.code })
    .from(industries)
    .where(and(eq(industries.code, division), eq(industries.parentCode, section)));
  return rows.length > 0;
}

export async function strategicExists(db: Database, code: string): Promise<boolean> {
  const rows = await db
    .select({ code: strategicIndustries.code })
    .from(strategicIndustries)
    .where(eq(strategicIndustries.code, code));
  return rows.length > 0;
}
