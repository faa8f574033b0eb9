// Brotli copies of the build's text files (name.js → name.js.br), made once at build time at
// brotli's top quality, so that the server sends a file's copy as it is (platform/http/web-app.ts,
// @fastify/static's preCompressed) instead of compressing it anew for every visitor. On a 2-core
// host the compression at each cold load took CPU from the very browser tab it served.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** The server compresses nothing smaller (platform/http/compression.ts); neither does the build. */
export const PRECOMPRESS_MIN_BYTES = 1024;
const TEXT_FILE = /\.(js|css|html|svg)$/;
const brotli = promisify(zlib.brotliCompress);
const TOP_QUALITY = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
};

/** The text files under `dir` worth a compressed copy; `skip` names subfolders left alone. */
export function textFiles(dir: string, skip: string[] = []): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return skip.includes(entry.name) ? [] : textFiles(full, skip);
    return TEXT_FILE.test(entry.name) && statSync(full).size >= PRECOMPRESS_MIN_BYTES ? [full] : [];
  });
}

/** Writes `file.br` beside each file; the compressions run in libuv's thread pool. */
export async function precompress(files: string[]): Promise<void> {
  await Promise.all(
    files.map(async (file) => writeFileSync(`${file}.br`, await brotli(readFileSync(file), TOP_QUALITY))),
  );
}

export function precompressBuild(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal-precompress',
    // The client's build only: dist/ssr is the server's own module, never sent to a browser.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = config.build.outDir;
    },
    // After every file is written, the public folder's (first-screen-boot.js) included.
    async writeBundle() {
      await precompress(textFiles(outDir, ['ssr']));
    },
  };
}
