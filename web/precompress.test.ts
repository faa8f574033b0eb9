// The build's brotli copies (web/precompress.ts): made for the text files the browser is sent, the
// same bytes once decompressed; none for small files, source maps or the server's own dist/ssr.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { PRECOMPRESS_MIN_BYTES, precompress, textFiles } from './precompress.ts';

const dist = mkdtempSync(join(tmpdir(), 'portal-precompress-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
const big = (marker: string) => `/* ${marker} */ ${'const 港 = 1;\n'.repeat(PRECOMPRESS_MIN_BYTES)}`;
const files = {
  'index.html': `<!doctype html>${big('html')}`,
  'first-screen-boot.js': big('boot'),
  'assets/index-1a.js': big('entry'),
  'assets/index-1a.css': big('css'),
  'assets/small-2b.js': 'export const a = 1;',
  'assets/index-1a.js.map': big('map'),
  'ssr/prerender.js': big('ssr'),
};
for (const [file, text] of Object.entries(files)) {
  mkdirSync(join(dist, file, '..'), { recursive: true });
  writeFileSync(join(dist, file), text);
}

describe('precompress', () => {
  it('copies each text file the browser loads, and nothing else', async () => {
    const found = textFiles(dist, ['ssr']).map((file) => file.slice(dist.length + 1));
    expect(found.sort()).toEqual([
      'assets/index-1a.css',
      'assets/index-1a.js',
      'first-screen-boot.js',
      'index.html',
    ]);
    await precompress(textFiles(dist, ['ssr']));
    for (const file of found) {
      const copy = readFileSync(join(dist, `${file}.br`));
      expect(zlib.brotliDecompressSync(copy).toString(), file).toBe(files[file as keyof typeof files]);
      expect(copy.length, file).toBeLessThan(Buffer.byteLength(files[file as keyof typeof files]) / 10);
    }
    for (const file of ['assets/small-2b.js', 'assets/index-1a.js.map', 'ssr/prerender.js'])
      expect(existsSync(join(dist, `${file}.br`)), file).toBe(false);
  });
});
