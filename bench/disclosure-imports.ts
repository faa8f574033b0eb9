// The bench's dataset versions: an active version of a dataset whose rows `fill` writes in one
// transaction, as an administrator's import would. The table's non-unique indexes are dropped for
// the fill and built again once at its end, in the same transaction: building a GIN index whole is
// far quicker than growing it row by row (200,000 announcements took about 11 minutes on PGlite).
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../server/src/db/client.ts';
import { datasetImports } from '../server/src/db/schema/index.ts';

export async function benchImport(
  db: Database,
  dataset: 'ANNOUNCEMENTS' | 'IPO_LETTERS',
  asOf: string,
  fill: (tx: Database, importId: string) => Promise<void>,
): Promise<string> {
  const table = dataset === 'ANNOUNCEMENTS' ? 'announcements' : 'ipo_letter_questions';
  return db.transaction(async (tx) => {
    const found = await tx.execute(sql`
      select indexname as name, indexdef as definition from pg_indexes
      where schemaname = 'public' and tablename = ${table} and indexdef not like 'CREATE UNIQUE%'`);
    const indexes = (found as unknown as { rows: { name: string; definition: string }[] }).rows;
    for (const i of indexes) await tx.execute(sql.raw(`drop index "${i.name}"`));
    await tx.update(datasetImports).set({ active: false }).where(eq(datasetImports.dataset, dataset));
    const [version] = await tx
      .insert(datasetImports)
      .values({
        dataset,
        fileName: 'bench.xlsx',
        sourceName: '基准测试生成',
        asOf,
        synthetic: true,
        rows: 0,
        active: true,
        importedAt: new Date(),
      })
      .returning({ id: datasetImports.id });
    await fill(tx, version!.id);
    for (const i of indexes) await tx.execute(sql.raw(i.definition));
    return version!.id;
  });
}
