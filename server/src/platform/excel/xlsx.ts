// Excel in and out (DESIGN §10: exports stream). Writing uses exceljs's streaming writer, so rows
// go to the client as they are produced; reading refuses anything that is not a sane workbook
// with a 400, never a 500.
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { ValidationError } from '../http/errors.ts';

export type SheetWriter = {
  /** Adds a sheet with a bold header row; returns a function that appends (and commits) one row. */
  sheet(name: string, headers: readonly string[], widths?: readonly number[]): (row: unknown[]) => void;
};

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Streams a workbook as the reply; `fill` writes the sheets and their rows. */
export function sendWorkbook(
  reply: FastifyReply,
  filename: string,
  fill: (writer: SheetWriter) => Promise<void>,
): FastifyReply {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  let current = null as ExcelJS.Worksheet | null;
  const writer: SheetWriter = {
    sheet(name, headers, widths = []) {
      current?.commit();
      const sheet = workbook.addWorksheet(name);
      sheet.columns = headers.map((header, i) => ({ header, width: widths[i] ?? 18 }));
      sheet.getRow(1).font = { bold: true };
      sheet.getRow(1).commit();
      current = sheet;
      return (row) => sheet.addRow(row).commit();
    },
  };
  void (async () => {
    try {
      await fill(writer);
      current?.commit();
      await workbook.commit();
    } catch (error) {
      // Headers are gone already; cutting the stream makes the download fail visibly.
      reply.log.error({ err: error }, 'workbook export failed');
      stream.destroy(error as Error);
    }
  })();
  const encoded = encodeURIComponent(filename);
  return reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', `attachment; filename="export.xlsx"; filename*=UTF-8''${encoded}`)
    .header('cache-control', 'no-store')
    .send(stream);
}

export const MAX_IMPORT_ROWS = 20_000;

/** The first sheet's rows as trimmed text cells (row 1 = header), or a 400 for a bad file. */
export async function readFirstSheet(
  data: Buffer,
): Promise<{ header: string[]; rows: Array<[number, string[]]> }> {
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs reads a zip; anything else (a CSV renamed, a truncated file) throws here.
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw new ValidationError([{ path: 'file', message: '文件不是有效的 Excel（.xlsx）工作簿' }]);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet || sheet.rowCount < 1) {
    throw new ValidationError([{ path: 'file', message: '工作簿中没有数据' }]);
  }
  if (sheet.rowCount > MAX_IMPORT_ROWS + 1) {
    throw new ValidationError([{ path: 'file', message: `一次最多导入 ${MAX_IMPORT_ROWS} 行` }]);
  }
  const text = (row: ExcelJS.Row, count: number) =>
    Array.from({ length: count }, (_, i) => cellText(row.getCell(i + 1).value));
  const header = text(sheet.getRow(1), sheet.columnCount);
  const rows: Array<[number, string[]]> = [];
  sheet.eachRow((row, number) => {
    if (number > 1) rows.push([number, text(row, header.length)]);
  });
  return { header, rows };
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if (value instanceof Date) return value.toISOString().slice(0, 10);
    if ('richText' in value)
      return value.richText
        .map((r) => r.text)
        .join('')
        .trim();
    if ('text' in value) return String(value.text).trim();
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    return '';
  }
  return String(value).trim();
}
