import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files as filesTable } from '../src/db/schema/index.ts';
import { createFiles, FileRejectedError, IMAGE_LIMITS } from '../src/platform/files/files.service.ts';
import { detectImage, signatureOf } from '../src/platform/files/signatures.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { auditCount } from './helpers/audit.ts';
import { login, sameOrigin } from './helpers/http.ts';
import { multipartBody, pngImage } from './helpers/multipart.ts';

let t: TestApp;
let cookie: string;
let other: string;
beforeAll(async () => {
  t = await buildTestApp();
  cookie = await login(t.app, 'ent-gold');
  other = await login(t.app, 'broker');
});
afterAll(() => t.close());

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const officeZip = (folder: string) =>
  Buffer.concat([
    Buffer.from([0x50, 0x4b, 0x03, 0x04]),
    Buffer.from(`....[Content_Types].xml....${folder}document.xml`),
  ]);

function upload(filename: string, content: Buffer, as: string | null = cookie) {
  const { payload, headers } = multipartBody([{ name: 'file', filename, content }]);
  return t.app.inject({
    method: 'POST',
    url: '/console/api/files',
    headers: { ...headers, ...sameOrigin, ...(as ? { cookie: as } : {}) },
    payload,
  });
}
const download = (url: string, as: string | null = cookie) =>
  t.app.inject({ method: 'GET', url, headers: as ? { cookie: as } : {} });

describe('POST /console/api/files', () => {
  it('asks anonymous callers to sign in', async () => {
    const answer = await upload('a.png', pngImage(), null);
    expect(answer.statusCode).toBe(403);
    expect(answer.json().code).toBe('WEB_ACCESS_AUTH_REQUIRED');
  });

  it('stores an image under a random name with its checksum, audited', async () => {
    const png = pngImage(3, 3);
    const answer = await upload('营业执照.png', png);
    expect(answer.statusCode).toBe(200);
    const file = answer.json().data;
    expect(file).toMatchObject({ name: '营业执照.png', mime: 'image/png', size: png.length, public: false });
    expect(file.url).toBe(`/console/api/files/${file.id}`);
    const [row] = await t.database.db.select().from(filesTable).where(eq(filesTable.id, file.id));
    expect(row).toMatchObject({ purpose: 'attachment', sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(row!.storedName).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{32}$/);
    expect(fs.readFileSync(path.join(t.filesDir, row!.storedName))).toEqual(png);
    expect(await auditCount(t.database.db, { action: 'file.uploaded', objectId: file.id })).toBe(1);
  });

  it.each([
    ['a.svg', 'extension', Buffer.from('<svg onload="alert(1)"/>')],
    ['a.html', 'extension', Buffer.from('<script>alert(1)</script>')],
    ['a.exe', 'extension', Buffer.from('MZ....')],
    ['noextension', 'extension', pngImage()],
    ['a.png', 'content', Buffer.from('not really a png')],
    ['a.jpg', 'content', pngImage()],
    ['a.pdf', 'content', Buffer.from('<html>%PDF-</html>')],
    ['a.docx', 'content', officeZip('xl/')],
    ['a.docx', 'content', Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])],
    ['a.txt', 'content', Buffer.from('text\u0000with a NUL')],
    ['a.csv', 'content', Buffer.from([0x61, 0xff, 0xfe, 0x62])],
    ['a.txt', 'empty', Buffer.alloc(0)],
  ])('refuses %s (%s) with 400 and a detail on "file"', async (name, _reason, content) => {
    const answer = await upload(name, content);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'file' }] });
  });

  it('accepts the document kinds by their content', async () => {
    for (const [name, content] of [
      ['报告.pdf', PDF],
      ['a.docx', officeZip('word/')],
      ['a.xlsx', officeZip('xl/')],
      ['a.doc', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0])],
      ['名单.csv', Buffer.from('名称,代码\n上市办,1\n')],
    ] as const) {
      expect((await upload(name, content)).statusCode, name).toBe(200);
    }
  });

  it('refuses a request that is not multipart, or has no file', async () => {
    const plain = await t.app.inject({
      method: 'POST',
      url: '/console/api/files',
      headers: { cookie, ...sameOrigin, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(plain.statusCode).toBe(400);
    const { payload, headers } = multipartBody([{ name: 'other', value: 'x' }]);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/console/api/files',
      headers: { ...headers, cookie, ...sameOrigin },
      payload,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details[0].path).toBe('file');
  });
});

describe('GET /console/api/files/:id', () => {
  it('shows an image inline with its stored type and nosniff', async () => {
    const png = pngImage();
    const file = (await upload('a.png', png)).json().data;
    const answer = await download(file.url);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.headers['content-disposition']).toMatch(/^inline; filename="a.png"/);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toContain('sandbox');
    expect(answer.rawPayload).toEqual(png);
  });

  it('offers other files as a download, keeping a Chinese name', async () => {
    const file = (await upload('年度报告.pdf', PDF)).json().data;
    const answer = await download(file.url);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="____.pdf"; filename*=UTF-8''${encodeURIComponent('年度报告.pdf')}`,
    );
  });

  it('answers anonymous visitors and other users 404, as for no file, unless the file is public', async () => {
    const file = (await upload('a.png', pngImage())).json().data;
    const unknown = await download('/console/api/files/00000000-0000-4000-8000-000000000000', null);
    for (const as of [null, other]) {
      const answer = await download(file.url, as);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual(unknown.json());
    }
    // Public rows are what an earlier version of the portal left (migration 0011 unmarked content's).
    await t.database.db.update(filesTable).set({ public: true }).where(eq(filesTable.id, file.id));
    expect((await download(file.url, null)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown file and 400 for a malformed id', async () => {
    expect((await download('/console/api/files/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await download('/console/api/files/not-a-uuid')).statusCode).toBe(400);
  });

  it('answers a clean 404 when the row is there but the bytes are not (another process stored them)', async () => {
    const file = (await upload('report.pdf', PDF)).json().data;
    const [row] = await t.database.db.select().from(filesTable).where(eq(filesTable.id, file.id));
    fs.rmSync(path.join(t.filesDir, row!.storedName));
    const answer = await download(file.url);
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.json()).toEqual({ code: 'NOT_FOUND', message: '文件不存在或已被删除' });
  });

  it('lists my uploads only, newest first, paged', async () => {
    await upload('mine.png', pngImage(), other);
    const mine = (await download('/console/api/files?page=1&size=1', other)).json().data;
    expect(mine).toMatchObject({ page: 1, size: 1 });
    expect(mine.items[0].name).toBe('mine.png');
    const total = mine.total;
    const theirs = (await download('/console/api/files?size=100')).json().data;
    expect(theirs.items.some((f: { name: string }) => f.name === 'mine.png')).toBe(false);
    expect(total).toBe(1);
  });
});

describe('the file service for other features', () => {
  const service = () => createFiles({ db: t.database.db, clock: t.clock.now, dir: t.filesDir });

  it('checks the limits it is given', async () => {
    const files = service();
    const input = { buffer: pngImage(), filename: 'a.png', purpose: 'licence', uploaderId: null };
    await expect(
      files.store({ ...input, limits: { maxBytes: 10, extensions: ['.png'] } }),
    ).rejects.toMatchObject({
      reason: 'tooLarge',
      status: 400,
    });
    await expect(
      files.store({ ...input, limits: { maxBytes: 1e6, extensions: ['.pdf'] } }),
    ).rejects.toBeInstanceOf(FileRejectedError);
    const row = await files.store({ ...input, filename: '..\\..\\etc/a.png', limits: IMAGE_LIMITS });
    expect(row.originalName).toBe('a.png');
    expect(await files.get(row.id)).toMatchObject({ id: row.id, purpose: 'licence' });
  });

  it('lets a feature narrow who reads its files: others get 404', async () => {
    const files = service();
    const row = await files.store({
      buffer: pngImage(),
      filename: 'licence.png',
      purpose: 'licence',
      uploaderId: null,
      limits: IMAGE_LIMITS,
    });
    const session = { id: 's', user: { id: 'u', authorities: [] } } as never;
    files.setReadPolicy('licence', (s) => (s as { user: { id: string } }).user.id === 'owner');
    expect(await files.mayRead(session, row)).toBe(false);
    expect(await files.mayRead(null, { ...row, public: true })).toBe(true);
  });

  it('opens a used file to the readers its owner type registered, and to nobody for an unknown type', async () => {
    const files = service();
    const row = await files.store({
      buffer: pngImage(),
      filename: 'plan.png',
      purpose: 'attachment',
      uploaderId: null,
      limits: IMAGE_LIMITS,
    });
    const caller = (id: string) => ({ id: 's', limited: false, user: { id, authorities: [] } }) as never;
    const record = crypto.randomUUID();
    await files.use({ type: 'test_record', id: record }, [row.id]);
    expect(await files.mayRead(caller('reader'), row)).toBe(false);
    files.registerReader(
      'test_record',
      (s, id) => id === record && (s as { user: { id: string } }).user.id === 'reader',
    );
    expect(await files.mayRead(caller('reader'), row)).toBe(true);
    expect(await files.mayRead(caller('someone'), row)).toBe(false);
    expect(await files.mayRead(null, row)).toBe(false);
  });

  it('knows the signatures', () => {
    expect(detectImage(pngImage())).toEqual({ extension: '.png', mime: 'image/png' });
    expect(detectImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toEqual({
      extension: '.jpg',
      mime: 'image/jpeg',
    });
    expect(detectImage(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))?.extension).toBe('.webp');
    expect(detectImage(Buffer.from('GIF89a....'))?.extension).toBe('.gif');
    expect(detectImage(Buffer.from('<svg/>'))).toBeNull();
    expect(signatureOf('.svg')).toBeUndefined();
    expect(signatureOf('.__proto__')).toBeUndefined();
    expect(signatureOf('.mp4')?.matches(Buffer.from('\0\0\0\x18ftypmp42'))).toBe(true);
  });
});
