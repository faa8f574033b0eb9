// The zip under an .xlsx import. An upload is a few megabytes, but deflate packs up to a thousand
// to one, so a tiny file can unpack to gigabytes of XML (a "zip bomb"). Sizes are bounded here,
// before any XML parser runs: the central directory's declared sizes first (cheap, no inflating),
// then what inflating really yields, which must be exactly what the directory declared.
import { createInflateRaw } from 'node:zlib';
import { ValidationError } from '../http/errors.ts';

/** All entries of a workbook together, unpacked; a 20,000-row dictionary sheet is about 6 MB. */
export const MAX_UNPACKED_BYTES = 50 * 1024 * 1024;
/** Real sheets deflate about 10:1, a bomb up to 1000:1; only entries above RATIO_FROM are checked. */
const MAX_RATIO = 100;
const RATIO_FROM = 1024 * 1024;

const END_RECORD = 0x06054b50;
const CENTRAL_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

export type ZipEntry = {
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  /** Offset of the compressed bytes in the file. */
  start: number;
};

export const notWorkbook = () =>
  new ValidationError([{ path: 'file', message: '文件不是有效的 Excel（.xlsx）工作簿' }]);
export const tooLargeOrDamaged = () => new ValidationError([{ path: 'file', message: '文件过大或已损坏' }]);

/** The entries by name, read from the central directory; refuses a zip that unpacks too large. */
export function zipEntries(data: Buffer, maxUnpacked: number = MAX_UNPACKED_BYTES): Map<string, ZipEntry> {
  // The end record closes the file, unless a comment (at most 64 KB) follows it.
  let end = -1;
  for (let p = data.length - 22; p >= Math.max(0, data.length - 22 - 0xffff); p--) {
    if (data.readUInt32LE(p) === END_RECORD) {
      end = p;
      break;
    }
  }
  if (end < 0) throw notWorkbook();
  const entries = new Map<string, ZipEntry>();
  let total = 0;
  let p = data.readUInt32LE(end + 16);
  for (let i = data.readUInt16LE(end + 10); i > 0; i--) {
    if (p + 46 > end || data.readUInt32LE(p) !== CENTRAL_HEADER) throw notWorkbook();
    const flags = data.readUInt16LE(p + 8);
    const method = data.readUInt16LE(p + 10);
    const compressedSize = data.readUInt32LE(p + 20);
    const size = data.readUInt32LE(p + 24);
    const nameEnd = p + 46 + data.readUInt16LE(p + 28);
    const next = nameEnd + data.readUInt16LE(p + 30) + data.readUInt16LE(p + 32);
    if (next > end) throw notWorkbook();
    total += size;
    if (total > maxUnpacked || (size > RATIO_FROM && size > compressedSize * MAX_RATIO))
      throw tooLargeOrDamaged();
    // Encrypted entries (flag bit 0) and methods other than stored and deflate are no workbook.
    if (flags & 1 || (method !== 0 && method !== 8)) throw notWorkbook();
    if (method === 0 && compressedSize !== size) throw tooLargeOrDamaged();
    const local = data.readUInt32LE(p + 42);
    if (local + 30 > data.length || data.readUInt32LE(local) !== LOCAL_HEADER) throw notWorkbook();
    const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
    if (start + compressedSize > data.length) throw notWorkbook();
    const crc = data.readUInt32LE(p + 16);
    entries.set(data.toString('utf8', p + 46, nameEnd), { method, crc, compressedSize, size, start });
    p = next;
  }
  return entries;
}

export const packedBytes = (data: Buffer, entry: ZipEntry) =>
  data.subarray(entry.start, entry.start + entry.compressedSize);

/**
 * Inflates an entry, stopping as soon as it yields more than the directory declared (a lying
 * directory is a damaged file). Keeps the bytes only when asked; otherwise memory stays flat.
 */
export async function unpack(data: Buffer, entry: ZipEntry, keep: boolean): Promise<Buffer> {
  const packed = packedBytes(data, entry);
  if (entry.method === 0) return keep ? packed : Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let size = 0;
  const inflater = createInflateRaw();
  inflater.end(packed);
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > entry.size) break;
      if (keep) chunks.push(chunk);
    }
  } catch {
    throw tooLargeOrDamaged();
  } finally {
    inflater.destroy();
  }
  if (size !== entry.size) throw tooLargeOrDamaged();
  return Buffer.concat(chunks);
}

/**
 * One local file record (header and compressed bytes) under `name`, its sizes in the header and
 * no data descriptor, so a streaming unzipper needs no guessing where the entry ends.
 */
export function localRecord(name: string, entry: Omit<ZipEntry, 'start'>, packed: Buffer): Buffer[] {
  const nameBytes = Buffer.from(name, 'utf8');
  const head = Buffer.alloc(30);
  head.writeUInt32LE(LOCAL_HEADER, 0);
  head.writeUInt16LE(20, 4); // version needed: 2.0 (deflate)
  head.writeUInt16LE(0x800, 6); // names in UTF-8; time and date stay zero
  head.writeUInt16LE(entry.method, 8);
  head.writeUInt32LE(entry.crc, 14);
  head.writeUInt32LE(entry.compressedSize, 18);
  head.writeUInt32LE(entry.size, 22);
  head.writeUInt16LE(nameBytes.length, 26);
  return [head, nameBytes, packed];
}
