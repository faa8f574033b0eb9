// Excel out (DESIGN §10: exports stream). Writing uses exceljs's streaming writer, so rows go to
// the client as they are produced. Reading an upload for an import is sheet-reader.ts.
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

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
