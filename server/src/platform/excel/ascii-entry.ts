// exceljs's streaming reader decodes each inflated chunk on its own (its utils/parse-sax.js), so a
// Chinese character that two chunks split becomes two replacement characters: a cell silently
// changed (a board name refused, a company's name or a question's text corrupted). The sheet and
// the shared strings therefore reach it re-encoded as ASCII, every other character written as an
// XML character reference (&#20013;), which no split can break; the parser turns them back.
import { once } from 'node:events';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { crc32, createDeflateRaw, createInflateRaw } from 'node:zlib';
import { localRecord, packedBytes, type ZipEntry } from './zip.ts';

// Everything above U+007F (a range, written so the linter sees no control character).
const NON_ASCII = /[\u0080-\u{10FFFF}]/gu;

/** The entry's XML as an ASCII-only local record (deflated again), inflated and re-encoded as a stream. */
export async function asciiRecord(name: string, data: Buffer, entry: ZipEntry): Promise<Buffer[]> {
  const packed = packedBytes(data, entry);
  const source =
    entry.method === 0 ? Readable.from([packed]) : Readable.from([packed]).pipe(createInflateRaw());
  const decoder = new TextDecoder('utf-8');
  const deflate = createDeflateRaw({ level: 1 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  let crc = 0;
  let size = 0;
  const write = async (text: string) => {
    if (text === '') return;
    const bytes = Buffer.from(
      text.replace(NON_ASCII, (c) => `&#${c.codePointAt(0)};`),
      'ascii',
    );
    crc = crc32(bytes, crc);
    size += bytes.length;
    if (!deflate.write(bytes)) await once(deflate, 'drain');
  };
  for await (const chunk of source) await write(decoder.decode(chunk as Buffer, { stream: true }));
  await write(decoder.decode());
  deflate.end();
  await finished(deflate);
  const repacked = Buffer.concat(out);
  return localRecord(name, { method: 8, crc, compressedSize: repacked.length, size }, repacked);
}
