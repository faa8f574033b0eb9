// TEMPORARY stand-in for main's shared dataset pipeline (issue 13), reverted before merging main.
import type { DatasetSource } from '@portal/contract/datasets';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { datasetImports } from '../../db/schema/index.ts';

export type RowReader = {
  line: number;
  cell(column: string): string;
  refuse(column: string, message: string): null;
};
export type DatasetDeclaration<Row> = {
  key: string;
  title: string;
  columns: readonly string[];
  required: readonly string[];
  parse: (row: RowReader, check: { asOf: string }) => Row | null;
  keyOf?: (row: Row) => string;
  write: (tx: Database, importId: string, rows: Row[]) => Promise<void>;
};
export type DatasetVersion = {
  id: string;
  sourceName: string;
  asOf: string;
  synthetic: boolean;
  importedAt: Date;
};

export async function activeVersion(db: Database, key: string): Promise<DatasetVersion | null> {
  const [row] = await db
    .select()
    .from(datasetImports)
    .where(and(eq(datasetImports.dataset, key), eq(datasetImports.active, true)));
  return row ?? null;
}

export const sourceOf = (v: DatasetVersion): DatasetSource => ({
  importId: v.id,
  sourceName: v.sourceName,
  asOf: v.asOf,
  synthetic: v.synthetic,
  importedAt: v.importedAt.toISOString(),
});

export async function seedDataset<Row>(
  tx: Database,
  d: DatasetDeclaration<Row>,
  rows: Row[],
  meta: { sourceName: string; asOf: string; synthetic: boolean },
) {
  await tx.update(datasetImports).set({ active: false }).where(eq(datasetImports.dataset, d.key));
  const [row] = await tx
    .insert(datasetImports)
    .values({
      dataset: d.key,
      fileName: '示例数据',
      rows: rows.length,
      active: true,
      importedAt: new Date(),
      ...meta,
    })
    .returning();
  for (let i = 0; i < rows.length; i += 1000) await d.write(tx, row!.id, rows.slice(i, i + 1000));
  return row!;
}
