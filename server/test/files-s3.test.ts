// Uploaded files on an S3-compatible store (issue 15 §3), against s3rver on loopback: the same
// checks as on disk (nothing refused reaches the bucket), the bytes back whole, an upload whose
// transaction fails leaves no object, and a dropped file's object goes once the drop commits.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createFiles, FileRejectedError, IMAGE_LIMITS } from '../src/platform/files/files.service.ts';
import { s3Storage } from '../src/platform/files/storage.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { pngImage } from './helpers/multipart.ts';

const BUCKET = 'portal-files';
let t: TestApp;
let s3: S3rver;
let endpoint: string;
const keys = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

beforeAll(async () => {
  t = await buildTestApp();
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: mkdtempSync(join(tmpdir(), 'portal-s3-')),
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await s3?.close();
  await t?.close();
});

const files = () =>
  createFiles({
    db: t.database.db,
    clock: t.clock.now,
    storage: s3Storage({ endpoint, bucket: BUCKET, region: 'us-east-1', ...keys }),
  });

async function objects(): Promise<string[]> {
  const client = new S3Client({ endpoint, region: 'us-east-1', credentials: keys, forcePathStyle: true });
  const answer = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (answer.Contents ?? []).map((o) => o.Key!);
}

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part as Buffer));
  return Buffer.concat(parts);
}

const input = (buffer: Buffer, filename = 'a.png') => ({
  buffer,
  filename,
  purpose: 'licence',
  uploaderId: null,
  limits: IMAGE_LIMITS,
});

describe('files on an S3-compatible store', () => {
  it('is chosen by the S3_ settings, all of them, and not otherwise', () => {
    const env = {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
    };
    expect(loadConfig(env).s3).toMatchObject({ endpoint, bucket: BUCKET, region: 'us-east-1' });
    expect(loadConfig({ ...env, S3_SECRET_ACCESS_KEY: undefined }).s3).toBeNull();
  });

  it('stores the bytes in the bucket and gives them back whole', async () => {
    const png = pngImage(5, 5);
    const row = await files().store(input(png));
    expect(await objects()).toContain(row.storedName);
    const stream = await files().open(row);
    expect(stream).not.toBeNull();
    expect((await bytesOf(stream!)).equals(png)).toBe(true);
  });

  it('refuses what the disk refuses, before anything reaches the bucket', async () => {
    const before = await objects();
    const fake = Buffer.concat([Buffer.from('not a png at all'), Buffer.alloc(64)]);
    await expect(files().store(input(fake))).rejects.toMatchObject({ reason: 'content' });
    await expect(files().store(input(pngImage(), 'a.exe'))).rejects.toBeInstanceOf(FileRejectedError);
    expect(await objects()).toEqual(before);
  });

  it('removes the object of an upload whose transaction fails, and of a file dropped on commit', async () => {
    const before = await objects();
    await expect(
      files().transaction(async (_tx, batch) => {
        await batch.store(input(pngImage()));
        throw new Error('the record could not be saved');
      }),
    ).rejects.toThrow('could not be saved');
    expect(await objects()).toEqual(before);
    const row = await files().store(input(pngImage()));
    await files().transaction((_tx, batch) => batch.drop(row.id));
    expect(await objects()).not.toContain(row.storedName);
    expect(await files().open(row)).toBeNull();
  });
});
