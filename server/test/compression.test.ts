// Text answers are compressed when the browser accepts it (issue 15 §2): the web app's scripts and
// HTML, and the API's JSON; small answers and workbooks are sent as they are.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { COMPRESS_THRESHOLD_BYTES } from '../src/platform/http/compression.ts';
import { seedDatabase } from '../src/seed/index.ts';
import { openTestDatabase } from './helpers/database.ts';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-compress-'));
const script = `console.log(${JSON.stringify('港'.repeat(4000))});`;
const copyText = `console.log(${JSON.stringify('澳'.repeat(4000))});`;
let app: FastifyInstance;
let closeDb: () => Promise<void>;
beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>portal</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), script);
  // A build's brotli copy (web/precompress.ts). Its text differs from the file's on purpose, to
  // tell which one was sent.
  fs.writeFileSync(path.join(dist, 'assets', 'copy-3c4d.js'), script);
  fs.writeFileSync(path.join(dist, 'assets', 'copy-3c4d.js.br'), zlib.brotliCompressSync(copyText));
  const handle = await openTestDatabase({ fromTemplate: true });
  closeDb = () => handle.close();
  // No-ops on a ready template; on PostgreSQL the database may need both (the home reads articles).
  const config = loadConfig({ SEED_DEMO: 'true' });
  await migrateDatabase(handle);
  await seedDatabase(handle, config, new Date());
  app = await buildApp({ config, db: handle.db, logger: false, webDist: dist });
});
afterAll(async () => {
  await app.close();
  await closeDb();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('compression', () => {
  it('sends a hashed script brotli-compressed, still cached for a year, and intact', async () => {
    const answer = await get('/oa/assets/app-1a2b.js', 'br, gzip');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    const body = zlib.brotliDecompressSync(answer.rawPayload).toString();
    expect(body).toBe(script);
    expect(answer.rawPayload.length).toBeLessThan(Buffer.byteLength(script) / 10);
  });

  it("sends a file's brotli copy from the build as it is, and compresses the file for a gzip-only client", async () => {
    const answer = await get('/oa/assets/copy-3c4d.js', 'gzip, deflate, br');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    // The copy, not a compression of the file made on the way: their texts differ.
    expect(zlib.brotliDecompressSync(answer.rawPayload).toString()).toBe(copyText);
    const gzipOnly = await get('/oa/assets/copy-3c4d.js', 'gzip');
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipOnly.rawPayload).toString()).toBe(script);
    expect((await get('/oa/assets/copy-3c4d.js')).body).toBe(script);
  });

  it('gzips JSON of the API for a client that only takes gzip', async () => {
    // The public home of the portal: the demo's articles make it several kilobytes of JSON.
    const plain = await get('/console/api/portal/home');
    expect(plain.statusCode, plain.body).toBe(200);
    const answer = await get('/console/api/portal/home', 'gzip');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(answer.rawPayload).toString())).toEqual(plain.json());
    expect(answer.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  });

  it('leaves alone a client that asks for nothing, and answers under the threshold', async () => {
    const plain = await get('/oa/assets/app-1a2b.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    const small = await get('/console/master/session/status', 'br, gzip');
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
