// The bench's dataset versions: an active version of a dataset whose rows `fill` writes in one
// transaction, as an administrator's import would.
import { eq } from 'drizzle-orm';
import type { Database } from '../server/src/db/client.ts';
import { datasetImports } from '../server/src/db/schema/index.ts';

export async function benchImport(
  db: Database,
  dataset: 'ANNOUNCEMENTS' | 'IPO_LETTERS',
  asOf: string,
  fill: (tx: Database, importId: string) => Promise<void>,
): Promise<string> {
  return db.transaction(async (tx) => {
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
    return version!.id;
  });
}
