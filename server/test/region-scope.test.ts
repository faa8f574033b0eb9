// The region rule in SQL (regionCoveredBy) answers as the one in TypeScript (inRegionScope).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inRegionScope, regionCoveredBy } from '../src/platform/access/region-scope.ts';
import { openTestDatabase, type TestDatabase } from './helpers/database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const CASES: Array<[string, string | null]> = [
  ['430102', '430000'],
  ['430102', '430100'],
  ['430102', '430102'],
  ['430103', '430102'],
  ['430202', '430100'],
  ['431002', '431000'],
  ['430102', '431000'],
  ['430102', null],
];

describe('regionCoveredBy', () => {
  it('agrees with inRegionScope on counties, cities, the province and a missing scope', async () => {
    for (const [code, scope] of CASES) {
      const answer = await database.db.execute(
        sql`select ${regionCoveredBy(sql`${code}::text`, sql`${scope}::text`)} as covered`,
      );
      const covered = (answer as { rows: { covered: boolean | null }[] }).rows[0]!.covered === true;
      expect(covered, `${code} in ${scope}`).toBe(inRegionScope(code, scope));
    }
  });
});
