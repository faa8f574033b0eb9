// Region scope (DESIGN §2): a caller sees the objects whose region lies in its own region's
// subtree. GB/T 2260 codes nest by prefix (43 province → 4301 city → 430102 county), so the
// subtree is a LIKE on the code prefix, usable in any query, reads and writes alike.
import type { SessionUser } from '@portal/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The scope of a signed-in user: its organisation's region, or null (sees no regional object). */
export type RegionScope = string | null;

export const scopeOf = (user: SessionUser): RegionScope => user.org.regionCode;

/** 430000 → "43", 430100 → "4301", 430102 → "430102". */
export function regionPrefix(code: string): string {
  let prefix = code;
  for (let i = 0; i < 2 && prefix.endsWith('00') && prefix.length > 2; i++) prefix = prefix.slice(0, -2);
  return prefix;
}

/** The code lies in the scope's subtree. */
export function inRegionScope(code: string | null, scope: RegionScope): boolean {
  return code !== null && scope !== null && code.startsWith(regionPrefix(scope));
}

/** SQL: the column's region lies in the scope's subtree (false for no scope or a null region). */
export function regionWithin(column: AnyPgColumn | SQL, scope: RegionScope): SQL {
  if (scope === null) return sql`false`;
  return sql`${column} like ${`${regionPrefix(scope)}%`}`;
}

/**
 * SQL: the region `code` lies in the subtree of the region held by `scopeColumn` (false when that
 * is null) — regionPrefix and inRegionScope, for a scope that is a column rather than a value.
 */
export function regionCoveredBy(code: SQL | AnyPgColumn, scopeColumn: SQL | AnyPgColumn): SQL {
  return sql`(${scopeColumn} is not null and ${code} like regexp_replace(${scopeColumn}, '(00){1,2}$', '') || '%')`;
}
