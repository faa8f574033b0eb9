// SQL of agency search: the library's intermediaries (page of ids first), their profiles' people,
// and the measures recorded against them.
import type { AgencyType } from '@portal/contract/agency';
import { AGENCY_TYPES } from '@portal/contract/agency';
import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { institutions, profileVersions } from '../../db/schema/index.ts';
import { containing } from '../../platform/sql/like.ts';
import { regulatoryMeasures as measures } from './agency.schema.ts';

const columns = {
  id: institutions.id,
  name: institutions.name,
  type: institutions.type,
  regionCode: institutions.regionCode,
  introduction: institutions.introduction,
  data: profileVersions.data,
};
export type InstitutionRow = {
  id: string;
  name: string;
  type: string;
  regionCode: string | null;
  introduction: string | null;
  data: Record<string, unknown> | null;
};

function whereOf(f: { keyword?: string; type?: AgencyType }): SQL {
  const c: SQL[] = [inArray(institutions.type, [...AGENCY_TYPES])];
  if (f.type) c.push(eq(institutions.type, f.type));
  if (f.keyword) c.push(ilike(institutions.name, containing(f.keyword)));
  return and(...c)!;
}

export async function search(
  db: Database,
  f: { keyword?: string; type?: AgencyType },
  limit: number,
  offset: number,
) {
  const where = whereOf(f);
  const [total] = await db.select({ n: count() }).from(institutions).where(where);
  const rows: InstitutionRow[] = await db
    .select(columns)
    .from(institutions)
    .leftJoin(profileVersions, eq(profileVersions.id, institutions.currentVersionId))
    .where(where)
    .orderBy(asc(institutions.name), asc(institutions.id))
    .limit(limit)
    .offset(offset);
  return { total: total?.n ?? 0, rows };
}

export async function findMany(db: Database, ids: readonly string[]): Promise<InstitutionRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(columns)
    .from(institutions)
    .leftJoin(profileVersions, eq(profileVersions.id, institutions.currentVersionId))
    .where(and(whereOf({}), inArray(institutions.id, [...ids])));
}

export async function measuresOf(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(measures)
    .where(inArray(measures.institutionId, [...ids]))
    .orderBy(desc(measures.decidedOn), asc(measures.id));
}

export async function insertMeasure(db: Database, values: typeof measures.$inferInsert) {
  const [row] = await db.insert(measures).values(values).returning();
  return row!;
}

export async function deleteMeasure(db: Database, id: string) {
  const [row] = await db.delete(measures).where(eq(measures.id, id)).returning();
  return row ?? null;
}
