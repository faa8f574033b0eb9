// Organisation queries more than one module asks: whether a credit code is taken anywhere
// (registration, enterprise and institution records), an organisation inside a caller's scope,
// entries of the institution library (published institution records) an enterprise names.
import type { OrgType } from '@portal/contract';
import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { enterprises, institutions, orgs } from '../../db/schema/index.ts';
import { type RegionScope, regionWithin } from '../access/region-scope.ts';

/** Held by another organisation, or by another's enterprise or institution record (a draft included). */
export async function creditCodeTaken(
  db: Database,
  creditCode: string,
  exceptOrgId?: string,
): Promise<boolean> {
  const notMine = (column: AnyPgColumn) => (exceptOrgId ? ne(column, exceptOrgId) : undefined);
  const [row] = await db
    .select({ one: sql`1` })
    .from(orgs)
    .where(and(eq(orgs.creditCode, creditCode), notMine(orgs.id)))
    .union(
      db
        .select({ one: sql`1` })
        .from(enterprises)
        .where(and(eq(enterprises.creditCode, creditCode), notMine(enterprises.orgId))),
    )
    .union(
      db
        .select({ one: sql`1` })
        .from(institutions)
        .where(and(eq(institutions.creditCode, creditCode), notMine(institutions.orgId))),
    )
    .limit(1);
  return row !== undefined;
}

/** An organisation of the given types inside the scope, for linking users to it. */
export async function findScopedOrg(db: Database, id: string, types: readonly OrgType[], scope: RegionScope) {
  const [row] = await db
    .select({
      id: orgs.id,
      name: orgs.name,
      type: orgs.type,
      creditCode: orgs.creditCode,
      status: orgs.status,
    })
    .from(orgs)
    .where(and(eq(orgs.id, id), inArray(orgs.type, [...types]), regionWithin(orgs.regionCode, scope)));
  return row;
}

export async function findLibraryEntries(db: Database, ids: string[]) {
  return db
    .select({ id: institutions.id, name: institutions.name, type: institutions.type })
    .from(institutions)
    .where(and(inArray(institutions.id, ids), isNotNull(institutions.currentVersionId)));
}
