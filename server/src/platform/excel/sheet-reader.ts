// Reading the first sheet of an uploaded workbook for an import, in bounded memory and time:
// the zip's sizes are checked first (zip.ts), then exceljs's streaming reader reads rows one by
// one and stops at the row limit. Anything that is not a sane workbook is a 400, never a 500.
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import ExcelJS from 'exceljs';
import { ValidationError } from '../http/errors.ts';
import { asciiRecord } from './ascii-entry.ts';
import {
  localRecord,
  MAX_UNPACKED_BYTES,
  notWorkbook,
  packedBytes,
  unpack,
  type ZipEntry,
  zipEntries,
} from './zip.ts';

export const MAX_IMPORT_ROWS = 20_000;
/**
 * Columns read per row. Cells further right are ignored, not refused: an import sheet has a
 * handful of columns, and a remark beside the table or a stray cell far out (XFD1) should not
 * block it, nor make every row as wide as that cell.
 */
export const MAX_IMPORT_COLUMNS = 50;
/**
 * But exceljs's reader walks every row up to its last cell (XFD is column 16,384), so the columns
 * all rows reach together are bounded: the row limit's rows 100 columns wide pass, a cell far out
 * on every row is refused after about a hundred rows.
 */
const ROW_REACH = 100;

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';
const STYLES = 'xl/styles.xml';
const SHARED_STRINGS = 'xl/sharedStrings.xml';
// exceljs's reader knows a worksheet by this name pattern only.
const SHEET = 'xl/worksheets/sheet1.xml';
const EMPTY_STRINGS = Buffer.from(
  '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>',
);
/** An empty zip's end-of-central-directory record (signature, then zero counts and offsets). */
const END_OF_DIRECTORY = Buffer.alloc(22);
END_OF_DIRECTORY.writeUInt32LE(0x06054b50, 0);
const EMPTY_STRINGS_ENTRY = {
  method: 0, // stored
  crc: crc32(EMPTY_STRINGS),
  compressedSize: EMPTY_STRINGS.length,
  size: EMPTY_STRINGS.length,
};

const tooManyRows = (maxRows: number) =>
  new ValidationError([{ path: 'file', message: `一次最多导入 ${maxRows} 行` }]);
const tooWide = () =>
  new ValidationError([
    { path: 'file', message: `表格过宽：导入只读取前 ${MAX_IMPORT_COLUMNS} 列，请删除右侧多余的列后重试` },
  ]);
const noData = () => new ValidationError([{ path: 'file', message: '工作簿中没有数据' }]);

/** The first sheet's rows as trimmed text cells (row 1 = header), or a 400 for a bad file. */
export async function readFirstSheet(
  data: Buffer,
): Promise<{ header: string[]; rows: Array<[number, string[]]> }> {
  const lines: Array<[number, string[]]> = [];
  for await (const line of sheetRows(data)) lines.push(line);
  if (lines.length === 0) throw noData();
  const width = lines.reduce((most, [, cells]) => Math.max(most, cells.length), 0);
  const padded = (cells: string[]) => [...cells, ...Array<string>(width - cells.length).fill('')];
  return {
    header: padded(lines.find(([number]) => number === 1)?.[1] ?? []),
    rows: lines.filter(([number]) => number > 1).map(([number, cells]) => [number, padded(cells)]),
  };
}

/**
 * The first sheet's non-empty rows one at a time, as [row number, trimmed cells], for imports too
 * large to hold (platform/datasets reads 200,000 rows in flat memory): the caller's await between
 * rows holds the reader back. A bad file is a 400; more than `maxRows` data rows is a 400.
 */
export async function* sheetRows(
  data: Buffer,
  maxRows: number = MAX_IMPORT_ROWS,
  maxUnpacked: number = MAX_UNPACKED_BYTES,
): AsyncGenerator<[number, string[]]> {
  yield* readRows(await firstSheetZip(data, maxUnpacked), maxRows);
}

/**
 * A zip stream for exceljs's streaming reader holding just what the first sheet needs, in the
 * order it needs it: relationships, workbook, styles (dates), shared strings, then the sheet.
 * Excel and exceljs write the shared strings after the sheets; the reader would then park the
 * sheet in a temporary file, left behind when reading stops early at the row limit.
 */
async function firstSheetZip(data: Buffer, maxUnpacked: number): Promise<Readable> {
  const entries = zipEntries(data, maxUnpacked);
  const rels = entries.get(WORKBOOK_RELS);
  const workbook = entries.get(WORKBOOK);
  if (!rels || !workbook) throw notWorkbook();
  const text = async (entry: ZipEntry) => (await unpack(data, entry, true)).toString('utf8');
  const part = firstSheetPart(await text(workbook), await text(rels));
  const sheet = (part && entries.get(part)) || entries.get(SHEET);
  if (!sheet) throw noData();
  const parts: Buffer[] = [];
  const add = async (name: string, entry: ZipEntry | undefined, text = false) => {
    if (!entry) return;
    await unpack(data, entry, false); // the sizes are true before any parser sees the bytes
    // Cell text is re-encoded as ASCII (ascii-entry.ts: exceljs would corrupt a split character).
    parts.push(
      ...(text ? await asciiRecord(name, data, entry) : localRecord(name, entry, packedBytes(data, entry))),
    );
  };
  await add(WORKBOOK_RELS, rels);
  await add(WORKBOOK, workbook);
  await add(STYLES, entries.get(STYLES));
  const strings = entries.get(SHARED_STRINGS);
  if (strings) await add(SHARED_STRINGS, strings, true);
  // Without a shared strings part the reader would park the sheet in a temporary file as well.
  else parts.push(...localRecord(SHARED_STRINGS, EMPTY_STRINGS_ENTRY, EMPTY_STRINGS));
  await add(SHEET, sheet, true);
  // An end record, so the unzipper ends cleanly after the sheet instead of failing on a missing
  // next record (FILE_ENDED) — which it reports while a slow reader still takes the sheet's rows.
  parts.push(END_OF_DIRECTORY);
  return Readable.from(parts, { objectMode: false });
}

/** The path of the first sheet in tab order: workbook.xml's first <sheet>, through its relationship. */
function firstSheetPart(workbookXml: string, relsXml: string): string | null {
  const attribute = (tag: string, name: string) =>
    new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`).exec(tag)?.[1];
  const sheet = /<(?:\w+:)?sheet\b[^>]*>/.exec(workbookXml)?.[0];
  const id = sheet && attribute(sheet, '[\\w.-]+:id');
  const rel = relsXml.match(/<(?:\w+:)?Relationship\b[^>]*>/g)?.find((r) => attribute(r, 'Id') === id);
  const target = rel && attribute(rel, 'Target');
  if (!target) return null;
  // Relative to xl/, or absolute from the package root (some writers put "/xl/worksheets/…").
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

async function* readRows(zip: Readable, maxRows: number): AsyncGenerator<[number, string[]]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(zip, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  let seen = 0;
  let reach = 0;
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        // Row numbers (the limit as the clerk sees it in Excel) and row elements both count.
        if (!Number.isSafeInteger(row.number)) throw notWorkbook();
        if (row.number > maxRows + 1 || ++seen > maxRows + 1) throw tooManyRows(maxRows);
        // exceljs walks each row up to its last cell, whatever we read of it; bound that walk.
        reach += row.cellCount;
        if (reach > maxRows * ROW_REACH) throw tooWide();
        if (!row.hasValues) continue;
        const count = Math.min(row.cellCount, MAX_IMPORT_COLUMNS);
        yield [row.number, Array.from({ length: count }, (_, i) => cellText(row.getCell(i + 1).value))];
      }
    }
  } catch (error) {
    if (error instanceof ValidationError) throw error;
    throw notWorkbook();
  } finally {
    zip.destroy();
  }
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
