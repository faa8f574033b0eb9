// Issue 9 §4: a deployment that sets its own login cipher (LOGIN_AES_KEY / LOGIN_AES_IV) can still
// be signed in to through the form: the page asks the server for the key instead of using the
// compiled-in default. This journey runs on a server of its own with a non-default key.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../../scripts/server-process.ts';
import { openPage, signInThroughForm, useBrowser } from '../support/browser.ts';

useBrowser();
const dataDir = mkdtempSync(join(tmpdir(), 'portal-login-key-'));
let server: ServerProcess;
beforeAll(async () => {
  server = await startServerProcess(
    {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOGIN_AES_KEY: 'Deploy-Key-2026!',
      LOGIN_AES_IV: 'Deploy-IV--2026!',
    },
    90,
  );
});
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a non-default login key', () => {
  it('signs in through the form', async () => {
    const { page, context } = await openPage('login-key', { baseURL: server.url });
    await signInThroughForm(page, 'county');
    const status = await page.evaluate(async () => (await fetch('/console/master/session/status')).json());
    expect(status).toEqual({ data: { session: 'AUTHORIZED' } });
    await context.close();
  });
});
