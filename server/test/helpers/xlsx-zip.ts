// Hand-made .xlsx files for the import bounds tests: a minimal workbook around one sheet whose
// XML is given as deflated pieces, so a test can build a sheet of a gigabyte in 3 MB (a
// zip bomb) without ever holding the gigabyte.
import { constants, crc32, deflateRawSync } from 'node:zlib';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XLSX_PARTS: Record<string, string> = {
  '[Content_Types].xml':
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
    '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
    '</Types>',
  '_rels/.rels': `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  'xl/workbook.xml': `<workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  'xl/_rels/workbook.xml.rels': `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
};

/** XML deflated once and repeated: it ends on a full flush, so pieces concatenate. */
export type Piece = { text: Buffer; times: number; packed: Buffer };
type Entry = { packed: Buffer; size: number; crc: number };

export function piece(xml: string, times = 1): Piece {
  const text = Buffer.from(xml);
  const once = deflateRawSync(text, { finishFlush: constants.Z_FULL_FLUSH });
  return { text, times, packed: Buffer.concat(Array<Buffer>(times).fill(once)) };
}

/** An inline-string cell; `ref` like "A1". */
export const cell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
export const row = (number: number, cells: string) => `<row r="${number}">${cells}</row>`;
export const SHEET_HEAD = `<worksheet xmlns="${MAIN}"><sheetData>`;
export const SHEET_TAIL = '</sheetData></worksheet>';

/** A workbook whose sheet XML is the pieces in order; `declaredSize` lies about its size. */
export function xlsxOf(sheet: Piece[], declaredSize?: number): Buffer {
  const finish = deflateRawSync(Buffer.alloc(0)); // the final (empty) deflate block
  let crc = 0;
  let size = 0;
  for (const { text, times } of sheet) {
    for (let i = 0; i < times; i++) crc = crc32(text, crc);
    size += text.length * times;
  }
  const sheetEntry = {
    packed: Buffer.concat([...sheet.map((p) => p.packed), finish]),
    size: declaredSize ?? size,
    crc,
  };
  const entries: Array<[string, Entry]> = Object.entries(XLSX_PARTS).map(([name, xml]) => {
    const text = Buffer.from(xml);
    return [name, { packed: deflateRawSync(text), size: text.length, crc: crc32(text) }];
  });
  entries.push(['xl/worksheets/sheet1.xml', sheetEntry]);
  return zipOf(entries);
}

function zipOf(entries: Array<[string, Entry]>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, entry] of entries) {
    const nameBytes = Buffer.from(name);
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(8, 8); // deflate
    head.writeUInt32LE(entry.crc >>> 0, 14);
    head.writeUInt32LE(entry.packed.length, 18);
    head.writeUInt32LE(entry.size, 22);
    head.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.crc >>> 0, 16);
    central.writeUInt32LE(entry.packed.length, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(head, nameBytes, entry.packed);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + entry.packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
