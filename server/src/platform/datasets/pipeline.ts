// The dataset pipeline (issue 13 §1) for every declared dataset: a workbook is read row by row from
// its first sheet (never held whole: 200,000 rows in flat memory), each row checked by the
// declaration, the good rows written in batches inside one transaction with the new version, and
// the whole import refused — nothing kept — when any row is bad. The new version becomes the active
// one; an earlier version can be restored. Uploads, scheduled fetches and the demo seed all come here.
import type { DatasetImport, DatasetOrigin, DatasetSource } from '@portal/contract/datasets';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { datasetImports, users } from '../../db/schema/index.ts';
import type { Caller } from '../access/caller.ts';
import type { Audit } from '../audit/audit.ts';
import { sheetRows } from '../excel/sheet-reader.ts';
import { type ErrorDetail, NotFoundError, ValidationError } from '../http/errors.ts';
import { conflictOnDuplicate } from '../sql/unique.ts';
import type { DatasetDeclaration, RowReader } from './declaration.ts';

/** Rows one workbook may hold. */
export const DATASET_MAX_ROWS = 200_000;
/**
 * What a workbook may unpack to: 200,000 rows of a wide template run past the 50 MB of an ordinary
 * import. The zip's ratio check (no entry over 100:1) still stands against bombs.
 */
export const DATASET_MAX_UNPACKED = 500 * 1024 * 1024;
/** Rows written per insert: large enough to be quick, small enough to keep memory flat. */
export const BATCH = 1000;
const MAX_ERRORS = 200;

export type DatasetVersion = typeof datasetImports.$inferSelect;
export type ImportMeta = { fileName: string; sourceName: string; asOf: string; origin: DatasetOrigin };

export const sourceOf = (v: DatasetVersion): DatasetSource => ({
  importId: v.id,
  sourceName: v.sourceName,
  asOf: v.asOf,
  synthetic: v.synthetic,
  importedAt: v.importedAt.toISOString(),
  rows: v.rows,
});

/** The dataset's active version, whose rows a feature's pages read. */
export async function activeVersion(db: Database, dataset: string): Promise<DatasetVersion | null> {
  const [row] = await db
    .select()
    .from(datasetImports)
    .where(and(eq(datasetImports.dataset, dataset), eq(datasetImports.active, true)));
  return row ?? null;
}

type Deps = { db: Database; clock: () => Date; audit: Audit };

export type Datasets = ReturnType<typeof createDatasets>;

export function createDatasets({ db, clock, audit }: Deps) {
  const declared = new Map<string, DatasetDeclaration>();
  const declaration = (key: string) => {
    const found = declared.get(key);
    if (!found) throw new NotFoundError('没有这个数据集');
    return found;
  };

  async function versions(keys: readonly string[], only?: string): Promise<DatasetImport[]> {
    const known = keys.filter((k) => declared.has(k));
    if (known.length === 0) return [];
    const rows = await db
      .select({ v: datasetImports, by: users.name })
      .from(datasetImports)
      .leftJoin(users, eq(users.id, datasetImports.importedBy))
      .where(only ? eq(datasetImports.id, only) : inArray(datasetImports.dataset, known))
      .orderBy(desc(datasetImports.importedAt))
      .limit(500);
    return rows.map(({ v, by }) => ({
      ...sourceOf(v),
      dataset: v.dataset,
      title: declared.get(v.dataset)?.title ?? v.dataset,
      fileName: v.fileName,
      importedBy: by,
      origin: v.origin,
      active: v.active,
    }));
  }
  const one = async (id: string) => (await versions([...declared.keys()], id))[0]!;

  return {
    register(d: DatasetDeclaration) {
      if (declared.has(d.key)) throw new Error(`dataset ${d.key} is declared twice`);
      declared.set(d.key, d);
    },
    declaration,
    keys: () => [...declared.keys()],
    versions,

    /** Reads, checks and stores a workbook as the dataset's new active version; a 400 changes nothing. */
    async importWorkbook(
      key: string,
      data: Buffer,
      meta: ImportMeta,
      actor: Caller | null,
    ): Promise<DatasetImport> {
      const d = declaration(key);
      const id = await conflictOnDuplicate(
        () =>
          db.transaction(async (tx) => {
            const [version] = await tx
              .insert(datasetImports)
              .values({
                dataset: key,
                ...meta,
                rows: 0,
                importedAt: clock(),
                importedBy: actor?.user.id ?? null,
              })
              .returning({ id: datasetImports.id });
            const rows = await readInto(tx, d, data, meta.asOf, version!.id);
            await activate(tx, d, version!.id, rows);
            const entry = {
              action: 'dataset.imported',
              objectType: 'dataset_import',
              objectId: version!.id,
              detail: { dataset: key, rows, fileName: meta.fileName, origin: meta.origin },
            };
            if (actor) await audit.by(actor, entry, tx);
            else await audit.record({ ...entry, actor: null }, tx);
            return version!.id;
          }),
        '另一次导入刚刚完成，请刷新后重试',
      );
      return one(id);
    },

    async restore(importId: string, caller: Caller): Promise<DatasetImport> {
      await conflictOnDuplicate(
        () =>
          db.transaction(async (tx) => {
            const [target] = await tx.select().from(datasetImports).where(eq(datasetImports.id, importId));
            const d = target && declared.get(target.dataset);
            if (!d) throw new NotFoundError('没有这个版本');
            await activate(tx, d, importId, target.rows);
            await audit.by(
              caller,
              {
                action: 'dataset.restored',
                objectType: 'dataset_import',
                objectId: importId,
                detail: { dataset: target.dataset },
              },
              tx,
            );
          }),
        '另一次导入刚刚完成，请刷新后重试',
      );
      return one(importId);
    },
  };
}

/** Makes `importId` the dataset's one active version, then runs the declaration's `activated`. */
async function activate(tx: Database, d: DatasetDeclaration, importId: string, rows: number) {
  await tx
    .update(datasetImports)
    .set({ active: false })
    .where(and(eq(datasetImports.dataset, d.key), eq(datasetImports.active, true)));
  await tx.update(datasetImports).set({ active: true, rows }).where(eq(datasetImports.id, importId));
  await d.activated?.(tx, importId);
}

/**
 * Streams the first sheet through the declaration into the version's rows; answers how many were
 * stored, or throws a 400 listing the bad cells (the caller's transaction then keeps nothing).
 */
async function readInto(tx: Database, d: DatasetDeclaration, data: Buffer, asOf: string, importId: string) {
  const problems: ErrorDetail[] = [];
  const seen = new Map<string, number>();
  let at: Map<string, number> | null = null;
  let batch: unknown[] = [];
  let stored = 0;
  for await (const [line, cells] of sheetRows(data, DATASET_MAX_ROWS, DATASET_MAX_UNPACKED)) {
    if (!at) {
      at = new Map(cells.map((h, i) => [h, i]));
      const missing = d.required.filter((c) => !at!.has(c));
      if (missing.length > 0)
        throw new ValidationError([
          { path: 'file', message: `不是「${d.title}」模板：表头缺少 ${missing.join('、')}` },
        ]);
      continue;
    }
    if (cells.every((c) => c === '')) continue;
    const before = problems.length;
    const reader: RowReader = {
      line,
      cell: (c) => {
        const i = at!.get(c);
        return i === undefined ? '' : (cells[i] ?? '');
      },
      refuse: (c, message) => {
        problems.push({ path: 'file', message: `第 ${line} 行「${c}」：${message}` });
        return null;
      },
    };
    for (const c of d.required) if (reader.cell(c) === '') reader.refuse(c, '必填');
    const row = problems.length > before ? null : d.parse(reader, { asOf });
    // A row left out without a reason would be lost silently: refuse the file instead.
    if (row === null && problems.length === before)
      reader.refuse(d.required[0] ?? d.columns[0]!, '此行无法读取（模板的检查没有给出原因，请联系管理员）');
    if (row !== null && problems.length === before && d.keyOf) {
      const key = d.keyOf(row);
      const first = seen.get(key);
      if (first !== undefined)
        reader.refuse(d.keyColumn ?? d.required[0] ?? d.columns[0]!, `与第 ${first} 行重复`);
      else seen.set(key, line);
    }
    if (problems.length >= MAX_ERRORS) break;
    // Once a row is bad nothing will be kept, so stop writing and only go on naming bad cells.
    if (row === null || problems.length > 0) continue;
    batch.push(row);
    if (batch.length >= BATCH) {
      await d.write(tx, importId, batch);
      stored += batch.length;
      batch = [];
    }
  }
  if (problems.length > 0)
    throw new ValidationError(problems.slice(0, MAX_ERRORS), '工作簿有误，未导入任何数据');
  if (batch.length > 0) await d.write(tx, importId, batch);
  stored += batch.length;
  if (stored === 0) throw new ValidationError([{ path: 'file', message: '工作簿中没有数据行' }]);
  return stored;
}

/**
 * The demo's (or reference) rows as a dataset's version, written once: nothing happens when the
 * dataset already has a version. Synthetic rows are labelled 示例数据 on every page.
 */
export async function seedDataset<Row>(
  db: Database,
  d: DatasetDeclaration<Row>,
  rows: readonly Row[],
  meta: { sourceName: string; asOf: string; synthetic: boolean; importedAt: Date; fileName?: string },
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: datasetImports.id })
      .from(datasetImports)
      .where(eq(datasetImports.dataset, d.key))
      .limit(1);
    if (existing) return null;
    const [version] = await tx
      .insert(datasetImports)
      .values({
        dataset: d.key,
        fileName: meta.fileName ?? '示例数据',
        sourceName: meta.sourceName,
        asOf: meta.asOf,
        synthetic: meta.synthetic,
        origin: 'SEED',
        rows: rows.length,
        importedAt: meta.importedAt,
      })
      .returning({ id: datasetImports.id });
    for (let i = 0; i < rows.length; i += BATCH) await d.write(tx, version!.id, rows.slice(i, i + BATCH));
    await activate(tx, d as DatasetDeclaration, version!.id, rows.length);
    return version!.id;
  });
}
