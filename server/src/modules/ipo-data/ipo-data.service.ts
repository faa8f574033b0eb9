// IPO data: imports (each a version, one active per dataset), restoring an earlier version, and the
// reads every signed-in reader makes (statistics, cases). Readers see the whole national dataset:
// it is public market data, not a region's records.
import type {
  IpoCaseQuery,
  IpoDataset,
  IpoImport,
  IpoImportQuery,
  letterQuery,
} from '@portal/contract/ipo-data';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { Caller } from '../../platform/access/caller.ts';
import type { AppContext } from '../../platform/context.ts';
import { NotFoundError } from '../../platform/http/errors.ts';
import { parseQuery } from '../../platform/search/chinese.ts';
import { conflictOnDuplicate } from '../../platform/sql/unique.ts';
import type { IpoCaseValues } from './ipo-data.import.ts';
import type { LetterQuestionValues } from './ipo-data.letters-import.ts';
import {
  activeImport,
  aggregates,
  casesByIds,
  type IpoCaseRecord,
  type IpoImportRow,
  insertLetters,
  listImports,
  pageOfCases,
  pageOfLetters,
} from './ipo-data.repository.ts';
import { ipoCases, ipoImports } from './ipo-data.schema.ts';
import { NATIONAL_HEADLINES } from './seed/national-headlines.ts';

export type IpoCaseFilter = Omit<IpoCaseQuery, 'page' | 'size'>;
type Deps = Pick<AppContext, 'db' | 'clock' | 'audit'>;
const INSERT_BATCH = 500;

export const sourceOf = (row: IpoImportRow) => ({
  importId: row.id,
  sourceName: row.sourceName,
  asOf: row.asOf,
  synthetic: row.synthetic,
  importedAt: row.importedAt.toISOString(),
  rows: row.rows,
});

export const caseRowOf = (c: IpoCaseRecord & { enterpriseId: string | null }) => ({
  caseId: c.id,
  companyName: c.companyName,
  board: c.board,
  province: c.province,
  industry: c.industry,
  sponsor: c.sponsor,
  status: c.status,
  acceptedOn: c.acceptedOn,
  fundsRaised: c.fundsRaised,
  enterpriseId: c.enterpriseId,
});

const EVENTS = [
  ['acceptedOn', '受理'],
  ['inquiredOn', '首轮问询'],
  ['committeeOn', '上市委审议'],
  ['registeredOn', '提交注册'],
  ['listedOn', '上市'],
  ['terminatedOn', '终止审核'],
] as const;

export function createIpoData({ db, clock, audit }: Deps) {
  const current = async () => activeImport(db);

  /** Writes the rows as a new version and makes it the active one; all in one transaction. */
  async function storeVersion(
    dataset: IpoDataset,
    rows: number,
    write: (tx: Database, importId: string) => Promise<unknown>,
    meta: IpoImportQuery & { fileName: string },
    actor: Caller,
  ): Promise<IpoImport> {
    const id = await conflictOnDuplicate(
      () =>
        db.transaction(async (tx) => {
          await tx
            .update(ipoImports)
            .set({ active: false })
            .where(and(eq(ipoImports.dataset, dataset), eq(ipoImports.active, true)));
          const [row] = await tx
            .insert(ipoImports)
            .values({
              dataset,
              fileName: meta.fileName,
              sourceName: meta.sourceName,
              asOf: meta.asOf,
              rows,
              active: true,
              importedAt: clock(),
              importedBy: actor.user.id,
            })
            .returning({ id: ipoImports.id });
          await write(tx, row!.id);
          await audit.by(
            actor,
            {
              action: 'ipoData.imported',
              objectType: 'ipo_import',
              objectId: row!.id,
              detail: { dataset, rows, fileName: meta.fileName },
            },
            tx,
          );
          return row!.id;
        }),
      '另一次导入刚刚完成，请刷新后重试',
    );
    return (await imports()).find((i) => i.importId === id)!;
  }

  async function imports(): Promise<IpoImport[]> {
    const rows = await listImports(db);
    const names = new Map(
      (await db.select({ id: users.id, name: users.name }).from(users)).map((u) => [u.id, u.name]),
    );
    return rows.map((r) => ({
      ...sourceOf(r),
      dataset: r.dataset,
      fileName: r.fileName,
      importedBy: r.importedBy ? (names.get(r.importedBy) ?? null) : null,
      active: r.active,
    }));
  }

  return {
    importCases: (cases: IpoCaseValues[], meta: IpoImportQuery & { fileName: string }, actor: Caller) =>
      storeVersion(
        'IPO_CASES',
        cases.length,
        async (tx, importId) => {
          for (let i = 0; i < cases.length; i += INSERT_BATCH)
            await tx
              .insert(ipoCases)
              .values(cases.slice(i, i + INSERT_BATCH).map((c) => ({ ...c, importId })));
        },
        meta,
        actor,
      ),
    importLetters: (
      questions: LetterQuestionValues[],
      meta: IpoImportQuery & { fileName: string },
      actor: Caller,
    ) =>
      storeVersion(
        'IPO_LETTERS',
        questions.length,
        (tx, importId) => insertLetters(tx, importId, questions),
        meta,
        actor,
      ),
    async letters(query: z.infer<typeof letterQuery>) {
      const active = await activeImport(db, 'IPO_LETTERS');
      const { page, size, keyword, ...filter } = query;
      if (!active) return { items: [], total: 0, page, size, source: null, byCategory: [] };
      const parsed = keyword ? parseQuery(keyword) : null;
      // A keyword with nothing searchable in it (one character, punctuation) finds nothing.
      if (keyword && !parsed)
        return { items: [], total: 0, page, size, source: sourceOf(active), byCategory: [] };
      const found = await pageOfLetters(
        db,
        active.id,
        { ...filter, tsquery: parsed?.tsquery },
        size,
        (page - 1) * size,
      );
      return {
        items: found.items.map((q) => ({
          questionId: q.id,
          companyName: q.companyName,
          board: q.board,
          round: q.round,
          letterDate: q.letterDate,
          number: q.number,
          category: q.category,
          question: q.question,
        })),
        total: found.total,
        page,
        size,
        source: sourceOf(active),
        byCategory: found.byCategory,
      };
    },
    imports,
    async restore(importId: string, caller: Caller): Promise<IpoImport> {
      await conflictOnDuplicate(
        () =>
          db.transaction(async (tx) => {
            const [target] = await tx.select().from(ipoImports).where(eq(ipoImports.id, importId));
            if (!target) throw new NotFoundError('没有这个导入版本');
            await tx
              .update(ipoImports)
              .set({ active: false })
              .where(and(eq(ipoImports.dataset, target.dataset), eq(ipoImports.active, true)));
            await tx.update(ipoImports).set({ active: true }).where(eq(ipoImports.id, importId));
            await audit.by(
              caller,
              { action: 'ipoData.restored', objectType: 'ipo_import', objectId: importId, detail: {} },
              tx,
            );
          }),
        '另一次恢复刚刚完成，请刷新后重试',
      );
      return (await imports()).find((i) => i.importId === importId)!;
    },
    async overview(query: { year?: number; board?: IpoCaseRecord['board'] }) {
      const active = await current();
      const national = NATIONAL_HEADLINES.map((h) => ({ ...h }));
      if (!active)
        return {
          source: null,
          national,
          byYear: [],
          byMonth: [],
          byBoard: [],
          byProvince: [],
          byIndustry: [],
          queueByBoard: [],
          queueByProvince: [],
          ours: [],
          year: query.year ?? null,
        };
      const figures = await aggregates(db, active.id, query.year ?? null, query.board);
      return {
        source: sourceOf(active),
        national,
        ...figures,
        ours: figures.ours.map(caseRowOf),
        year: query.year ?? null,
      };
    },
    async cases(query: IpoCaseQuery & { page: number; size: number }) {
      const active = await current();
      if (!active) return { items: [], total: 0, page: query.page, size: query.size, source: null };
      const { page, size, ...filter } = query;
      const found = await pageOfCases(db, active.id, filter, size, (page - 1) * size);
      return { items: found.items.map(caseRowOf), total: found.total, page, size, source: sourceOf(active) };
    },
    current,
    async detail(caseId: string) {
      const active = await current();
      const [c] = await casesByIds(db, [caseId]);
      // A case of an earlier version is not found: the pages show the active version only.
      if (!c || !active || c.importId !== active.id) throw new NotFoundError('没有这个案例');
      return {
        ...caseRowOf(c),
        creditCode: c.creditCode,
        lawFirm: c.lawFirm,
        accountant: c.accountant,
        questions: c.questions,
        timeline: EVENTS.flatMap(([field, event]) => (c[field] ? [{ day: c[field]!, event }] : [])).sort(
          (a, b) => a.day.localeCompare(b.day),
        ),
        source: sourceOf(active),
      };
    },
  };
}
