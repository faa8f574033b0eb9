// The database client's session settings: on PostgreSQL, JIT compilation is off for every pooled
// connection (short portal queries lost 100–170 ms to it; see bench/enterprise-list.ts).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from './helpers/database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('database client', () => {
  it.runIf(process.env.TEST_DATABASE_URL)('turns JIT off on every PostgreSQL connection', async () => {
    // Several at once, so more than one pooled connection answers.
    const answers = await Promise.all(
      [1, 2, 3].map(() => database.db.execute(sql`select current_setting('jit') as jit, pg_sleep(0.05)`)),
    );
    for (const answer of answers) expect((answer as { rows: { jit: string }[] }).rows[0]!.jit).toBe('off');
  });
});
