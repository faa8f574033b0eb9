// Store-then-commit (platform/files): a request that ends in an error leaves no file behind, a
// replaced draft licence is deleted while a submitted one stays for the record, and uploads per
// user are capped (licences for good, generic attachments per 24 hours).
import fs from 'node:fs';
import path from 'node:path';
import { ATTACHMENT_DAILY_MAX_BYTES, ATTACHMENT_DAILY_MAX_FILES, LICENCE_FILES_MAX } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files as filesTable, users } from '../src/db/schema/index.ts';
import { findDemoPlaces } from '../src/platform/dictionaries/places.ts';
import { createFiles, IMAGE_LIMITS } from '../src/platform/files/files.service.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { HOUR } from './helpers/clock.ts';
import { login, sameOrigin, sessionCookieOf } from './helpers/http.ts';
import { multipartBody, pngImage } from './helpers/multipart.ts';
import { PDF, signUp, signUpForm, submitRegistration, uploadLicence } from './helpers/registration.ts';

let t: TestApp;
let county: string;
let countyCode: string;
beforeAll(async () => {
  t = await buildTestApp();
  county = await login(t.app, 'county');
  countyCode = (await findDemoPlaces(t.database.db, '430000')).county.code;
});
afterAll(() => t.close());

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

/** Every stored file under the upload directory, `.part` leftovers included. */
function onDisk(dir = t.filesDir): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? onDisk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}
const rowsOf = async (account: string) => {
  const [user] = await t.database.db.select().from(users).where(eq(users.account, account));
  return t.database.db.select().from(filesTable).where(eq(filesTable.uploaderId, user!.id));
};
const exists = (storedName: string) => fs.existsSync(path.join(t.filesDir, storedName));

function post(url: string, cookie: string, parts: Parameters<typeof multipartBody>[0]) {
  const { payload, headers } = multipartBody(parts);
  return t.app.inject({ method: 'POST', url, headers: { ...headers, ...sameOrigin, cookie }, payload });
}

async function registrant() {
  const form = signUpForm(countyCode);
  const answer = await signUp(t.app, form);
  expect(answer.statusCode).toBe(200);
  return { cookie: sessionCookieOf(answer), account: form.account!, orgName: form.orgName! };
}

async function reject(orgName: string) {
  const todo = (await get('/console/api/workflow/todo?size=100', county)).json().data.items as Array<{
    id: string;
    title: string;
  }>;
  const item = todo.find((i) => i.title.startsWith(orgName))!;
  const answer = await t.app.inject({
    method: 'POST',
    url: `/console/api/workflow/instances/${item.id}/actions`,
    headers: { ...sameOrigin, cookie: county },
    payload: { action: 'reject', comment: '营业执照不清晰' },
  });
  expect(answer.statusCode).toBe(200);
}

describe('a refused request stores nothing', () => {
  it('POST /console/api/files with a second file: 400, no row and no bytes', async () => {
    const cookie = await login(t.app, 'ent-gold');
    const before = onDisk();
    const answer = await post('/console/api/files', cookie, [
      { name: 'file', filename: 'first.png', content: pngImage() },
      { name: 'file', filename: 'second.png', content: pngImage() },
    ]);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().details).toEqual([{ path: 'file', message: '一次只能上传一个文件' }]);
    expect(await rowsOf('ent-gold')).toEqual([]);
    expect(onDisk()).toEqual(before);
  });

  it('a licence upload after submission (409) or with two files (400) leaves nothing', async () => {
    const { cookie, account } = await registrant();
    expect((await uploadLicence(t.app, cookie)).statusCode).toBe(200);
    const twice = await post('/console/api/registration/licence', cookie, [
      { name: 'file', filename: 'a.png', content: pngImage() },
      { name: 'file', filename: 'b.png', content: pngImage() },
    ]);
    expect(twice.statusCode).toBe(400);
    expect((await submitRegistration(t.app, cookie)).statusCode).toBe(200);
    const rows = await rowsOf(account);
    const before = onDisk();
    const late = await uploadLicence(t.app, cookie, { filename: 'late.png', content: pngImage() });
    expect(late.statusCode).toBe(409);
    expect(await rowsOf(account)).toEqual(rows);
    expect(rows).toHaveLength(1);
    expect(onDisk()).toEqual(before);
  });

  it('a transaction that fails after storing removes the bytes; a drop waits for the commit', async () => {
    await t.app.ready();
    const files = createFiles({ db: t.database.db, clock: t.clock.now, dir: t.filesDir });
    const input = { buffer: pngImage(), filename: 'a.png', purpose: 'test', uploaderId: null };
    let stored = '';
    await expect(
      files.transaction(async (_tx, batch) => {
        stored = (await batch.store({ ...input, limits: IMAGE_LIMITS })).storedName;
        expect(exists(stored)).toBe(true);
        throw new Error('later step failed');
      }),
    ).rejects.toThrow('later step failed');
    expect(exists(stored)).toBe(false);
    expect(await t.database.db.select().from(filesTable).where(eq(filesTable.storedName, stored))).toEqual(
      [],
    );

    const kept = await files.store({ ...input, limits: IMAGE_LIMITS });
    await expect(
      files.transaction(async (_tx, batch) => {
        await batch.drop(kept.id);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await files.get(kept.id)).toBeDefined();
    expect(exists(kept.storedName)).toBe(true);
    await files.transaction((_tx, batch) => batch.drop(kept.id));
    expect(await files.get(kept.id)).toBeUndefined();
    expect(exists(kept.storedName)).toBe(false);
  });
});

describe('a replaced licence', () => {
  it('is deleted while still a draft, but kept once a submission attached it', async () => {
    const { cookie, account, orgName } = await registrant();
    const first = (await uploadLicence(t.app, cookie)).json().data.licence;
    const [firstRow] = await rowsOf(account);
    const second = (await uploadLicence(t.app, cookie, { filename: 'b.png', content: pngImage() })).json()
      .data.licence;
    expect(second.id).not.toBe(first.id);
    expect((await rowsOf(account)).map((r) => r.id)).toEqual([second.id]);
    expect(exists(firstRow!.storedName)).toBe(false);
    expect((await get(first.url, cookie)).statusCode).toBe(404);

    // Submitted, rejected, replaced: the office still reads what it was sent.
    expect((await submitRegistration(t.app, cookie)).statusCode).toBe(200);
    await reject(orgName);
    const third = (await uploadLicence(t.app, cookie, { filename: 'c.pdf', content: PDF })).json().data
      .licence;
    expect((await rowsOf(account)).map((r) => r.id).sort()).toEqual([second.id, third.id].sort());
    expect((await get(second.url, county)).statusCode).toBe(200);
    // The third was never submitted: replacing it deletes it.
    await uploadLicence(t.app, cookie, { filename: 'd.pdf', content: PDF });
    expect((await rowsOf(account)).map((r) => r.id)).not.toContain(third.id);
    expect(await rowsOf(account)).toHaveLength(2);
  });
});

describe('quotas', () => {
  it(`a registrant holds at most ${LICENCE_FILES_MAX} licence files, the submitted ones included`, async () => {
    const { cookie, account, orgName } = await registrant();
    // Replacing a draft never adds up.
    for (let i = 0; i <= LICENCE_FILES_MAX; i++)
      expect((await uploadLicence(t.app, cookie)).statusCode).toBe(200);
    for (let i = 1; i < LICENCE_FILES_MAX; i++) {
      expect((await submitRegistration(t.app, cookie)).statusCode).toBe(200);
      await reject(orgName);
      expect((await uploadLicence(t.app, cookie)).statusCode).toBe(200);
    }
    expect((await submitRegistration(t.app, cookie)).statusCode).toBe(200);
    await reject(orgName);
    const before = onDisk();
    const refused = await uploadLicence(t.app, cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(`最多保留 ${LICENCE_FILES_MAX} 份`);
    expect(await rowsOf(account)).toHaveLength(LICENCE_FILES_MAX);
    expect(onDisk()).toEqual(before);
  });

  it(`generic uploads: ${ATTACHMENT_DAILY_MAX_FILES} files or the byte cap per user and 24 hours → 429`, async () => {
    let cookie = await login(t.app, 'broker');
    const [user] = await t.database.db.select().from(users).where(eq(users.account, 'broker'));
    const earlier = {
      originalName: 'x.png',
      storedName: 'none',
      mime: 'image/png',
      size: 1,
      sha256: '0'.repeat(64),
      purpose: 'attachment',
      uploaderId: user!.id,
      createdAt: t.clock.now(),
    };
    await t.database.db
      .insert(filesTable)
      .values(Array.from({ length: ATTACHMENT_DAILY_MAX_FILES - 1 }, () => earlier));
    const upload = () =>
      post('/console/api/files', cookie, [{ name: 'file', filename: 'a.png', content: pngImage() }]);
    expect((await upload()).statusCode).toBe(200);
    const refused = await upload();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toContain('24 小时内上传的附件已达上限');
    t.clock.advance(24 * HOUR);
    cookie = await login(t.app, 'broker'); // the old session has expired meanwhile
    expect((await upload()).statusCode).toBe(200);

    // Bytes count too: one large upload earlier today leaves no room for even a small one.
    await t.database.db
      .delete(filesTable)
      .where(and(eq(filesTable.uploaderId, user!.id), eq(filesTable.storedName, 'none')));
    await t.database.db
      .insert(filesTable)
      .values({ ...earlier, size: ATTACHMENT_DAILY_MAX_BYTES - 10, createdAt: t.clock.now() });
    expect((await upload()).statusCode).toBe(429);
  });
});
