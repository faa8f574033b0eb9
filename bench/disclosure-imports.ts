// The bench's dataset versions: an active import of a dataset, its rows written by `fill` in one
// transaction, as an administrator's import would.
import { eq } from 'drizzle-orm';
import type { Database } from '../server/src/db/client.ts';
import { datasetImports } from '../server/src/db/schema/index.ts';
import { ipoImports } from '../server/src/modules/ipo-data/ipo-data.schema.ts';

const META = { fileName: 'bench.xlsx', sourceName: '基准测试生成', synthetic: true, active: true, rows: 0 };

export async function benchImport(
  db: Database,
  dataset: 'ANNOUNCEMENTS' | 'IPO_LETTERS',
  asOf: string,
  fill: (tx: Database, importId: string) => Promise<void>,
): Promise<string> {
  return db.transaction(async (tx) => {
    const importedAt = new Date();
    let id: string;
    if (dataset === 'IPO_LETTERS') {
      await tx.update(ipoImports).set({ active: false }).where(eq(ipoImports.dataset, dataset));
      [{ id }] = (await tx
        .insert(ipoImports)
        .values({ ...META, dataset, asOf, importedAt })
        .returning({ id: ipoImports.id })) as [{ id: string }];
    } else {
      await tx.update(datasetImports).set({ active: false }).where(eq(datasetImports.dataset, dataset));
      [{ id }] = (await tx
        .insert(datasetImports)
        .values({ ...META, dataset, asOf, importedAt })
        .returning({ id: datasetImports.id })) as [{ id: string }];
    }
    await fill(tx, id);
    return id;
  });
}
