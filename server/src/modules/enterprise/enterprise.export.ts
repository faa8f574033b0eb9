// The enterprise list as an Excel workbook, streamed (exceljs streaming writer): rows are read in
// batches and written as they come, with the columns and order of the export configuration.
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { type EnterpriseListQuery, type EnterpriseProfile, type SessionUser, zhName } from '@portal/contract';
import ExcelJS from 'exceljs';
import { chinaDay } from '../../platform/china-time.ts';
import type { AppContext } from '../../platform/context.ts';
import { ENTERPRISE_EXPORT_LIST } from './enterprise.export-list.ts';
import { enterpriseScopeOf } from './enterprise.policy.ts';
import { type ExportRow, exportBatches } from './export.repository.ts';

type Cell = string | number | null;
const profileOf = (row: ExportRow) => row.data as EnterpriseProfile | null;

/** One accessor per column key of the `enterprise` export list (enterprise.export-list.ts). */
const CELLS: Record<string, (row: ExportRow, p: EnterpriseProfile | null) => Cell> = {
  name: (r) => r.name,
  creditCode: (r) => r.creditCode,
  legalRepresentative: (_, p) => p?.basic.legalRepresentative ?? null,
  registeredCapital: (_, p) => (p ? Number(p.basic.registeredCapital) : null),
  foundedOn: (_, p) => p?.basic.foundedOn ?? null,
  region: (r) => r.regionName,
  address: (_, p) => p?.basic.address ?? null,
  industry: (r) => r.industryName,
  strategicIndustry: (r) => r.strategicName,
  mainBusiness: (_, p) => p?.basic.mainBusiness ?? null,
  employees: (_, p) => p?.basic.employees ?? null,
  website: (_, p) => p?.basic.website ?? null,
  grades: (r) => r.grades.map((g) => zhName('grade', g)).join('、'),
  stage: (r) => (r.stage ? zhName('stage', r.stage) : null),
  targetBoard: (r) => (r.targetBoard ? zhName('board', r.targetBoard) : null),
  plannedFilingDate: (_, p) => p?.listingPlan.plannedFilingDate ?? null,
  broker: (_, p) => p?.institutions.broker?.name ?? null,
  lawFirm: (_, p) => p?.institutions.lawFirm?.name ?? null,
  accountingFirm: (_, p) => p?.institutions.accountingFirm?.name ?? null,
  contactName: (_, p) => p?.contacts[0]?.name ?? null,
  contactMobile: (_, p) => p?.contacts[0]?.mobile ?? null,
  hasShortcut: (r) => (r.hasShortcut ? '是' : '否'),
  tags: (r) => r.tags.join('、'),
  updatedAt: (r) => r.updatedAt.toISOString().slice(0, 10),
};

export type ExportResult = { stream: PassThrough; filename: string; done: Promise<number> };

/** Starts writing; the stream can be sent at once. `done` gives the row count (or the failure). */
export async function exportEnterprises(
  ctx: AppContext,
  user: SessionUser,
  query: Partial<EnterpriseListQuery>,
): Promise<ExportResult> {
  const columns = (await ctx.exportLists.columns(ENTERPRISE_EXPORT_LIST.key)).filter((c) => CELLS[c.key]);
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('企业信息');
  sheet.columns = columns.map((c) => ({
    header: c.title,
    key: c.key,
    width: Math.max(12, c.title.length * 2 + 4),
  }));
  const done = (async () => {
    let rows = 0;
    try {
      for await (const batch of exportBatches(ctx.db, enterpriseScopeOf(user), query)) {
        for (const row of batch) {
          const profile = profileOf(row);
          sheet.addRow(columns.map((c) => CELLS[c.key]!(row, profile))).commit();
        }
        rows += batch.length;
        // A slow client holds the reading back instead of the rows piling up in memory.
        if (stream.writableNeedDrain) await Promise.race([once(stream, 'drain'), once(stream, 'close')]);
        // The client went away: stop reading.
        if (stream.destroyed) return rows;
      }
      sheet.commit();
      await workbook.commit();
      return rows;
    } catch (error) {
      stream.destroy(error as Error);
      throw error;
    }
  })();
  const day = chinaDay(ctx.clock()).replaceAll('-', '');
  return { stream, filename: `企业信息-${day}.xlsx`, done };
}
