// Compression of text answers (issue 15 §2): JSON of the API, the web app's HTML, scripts and
// styles, when the browser accepts it. Brotli at a middle quality: its top quality costs a dozen
// times the CPU for a few per cent. Workbooks and uploaded files are zip or binary already and are
// sent as they are (the plugin looks the type up in mime-db), small answers too.
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export const COMPRESS_THRESHOLD_BYTES = 1024;

export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Browsers never send a compressed body, and inflating one is a way to outgrow bodyLimit.
    globalDecompression: false,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}
