// The financial office responsible for a region: the county's office, else its city's, else the
// province's (issue 3 §2: registrations are reviewed by the office closest to the organisation).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orgs, regions } from '../../db/schema/index.ts';

export type Office = { id: string; name: string; regionCode: string; level: number | null };

/** The region and its ancestors, nearest first (at most province → city → county). */
async function regionChain(db: Database, code: string): Promise<string[]> {
  const chain: string[] = [];
  let next: string | null = code;
  while (next && chain.length < 4 && !chain.includes(next)) {
    const [row] = await db
      .select({ code: regions.code, parent: regions.parentCode })
      .from(regions)
      .where(eq(regions.code, next));
    if (!row) break;
    chain.push(row.code);
    next = row.parent;
  }
  return chain;
}

export async function responsibleOffice(db: Database, regionCode: string | null): Promise<Office | null> {
  if (!regionCode) return null;
  const chain = await regionChain(db, regionCode);
  if (chain.length === 0) return null;
  const offices = await db
    .select({ id: orgs.id, name: orgs.name, regionCode: orgs.regionCode, level: orgs.level })
    .from(orgs)
    .where(and(eq(orgs.type, 'FINANCIAL'), inArray(orgs.regionCode, chain)))
    .orderBy(asc(orgs.createdAt), asc(orgs.id));
  for (const code of chain) {
    const office = offices.find((o) => o.regionCode === code);
    if (office) return { ...office, regionCode: code };
  }
  return null;
}
