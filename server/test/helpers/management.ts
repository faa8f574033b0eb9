// Helpers for the system-management tests: signed-in calls, workbooks and multipart uploads.
import ExcelJS from 'exceljs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sameOrigin } from './http.ts';

export type Caller = (method: string, url: string, payload?: unknown) => Promise<LightMyRequestResponse>;

/** Calls as the holder of `cookie` (undefined: anonymous), from the app's own origin. */
export function callerFor(app: FastifyInstance, cookie?: string): Caller {
  return (method, url, payload) =>
    app.inject({
      method: method as 'GET',
      url,
      headers: { ...sameOrigin, ...(cookie ? { cookie } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

/** An .xlsx file with one sheet of the given rows (first row = header). */
export async function workbookOf(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Reads a downloaded workbook: sheet name → rows of cell texts. */
export async function readWorkbook(data: Buffer): Promise<Record<string, string[][]>> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as ArrayBuffer);
  const out: Record<string, string[][]> = {};
  for (const sheet of book.worksheets) {
    const rows: string[][] = [];
    sheet.eachRow((row) => {
      const values = (row.values as unknown[]).slice(1);
      rows.push(
        Array.from({ length: values.length }, (_, i) => (values[i] == null ? '' : String(values[i]))),
      );
    });
    out[sheet.name] = rows;
  }
  return out;
}

/** A multipart/form-data upload of one file field. */
export function upload(
  app: FastifyInstance,
  url: string,
  cookie: string,
  file: Buffer,
  filename = 'import.xlsx',
): Promise<LightMyRequestResponse> {
  const boundary = '----portal-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return app.inject({
    method: 'POST',
    url,
    headers: { ...sameOrigin, cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([head, file, tail]),
  });
}
