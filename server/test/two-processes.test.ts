// Two server processes on one PostgreSQL (issue 15 §1): a session made on one works on the other;
// a forced sign-out, a disabled user, a revoked authority or a changed password made on one holds
// on the other within a second, although each process reuses a session lookup for
// SESSION_CACHE_MS. PostgreSQL only: one process owns a PGlite.
import { DEFAULT_LOGIN_AES_IV, DEFAULT_LOGIN_AES_KEY, encryptCredentials } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../../scripts/server-process.ts';
import { openTestDatabase, type TestDatabase } from './helpers/database.ts';
import { DEMO_PASSWORD } from './helpers/http.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const ORIGIN = 'http://portal.test';

let database: TestDatabase;
let a: ServerProcess;
let b: ServerProcess;

async function signIn(server: ServerProcess, account: string): Promise<string> {
  const message = encryptCredentials(
    { account, password: DEMO_PASSWORD, key: '', code: '' },
    DEFAULT_LOGIN_AES_KEY,
    DEFAULT_LOGIN_AES_IV,
  );
  const answer = await fetch(`${server.url}/console/login?ajax=true`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
    body: new URLSearchParams({ account, message }).toString(),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
  return (answer.headers.get('set-cookie') ?? '').split(';')[0]!;
}

const me = (server: ServerProcess, cookie: string) =>
  fetch(`${server.url}/console/api/session/me`, { headers: { cookie } });

describe.skipIf(!serverUrl)('two server processes on one PostgreSQL', () => {
  beforeAll(async () => {
    database = await openTestDatabase();
    const url = new URL(serverUrl!);
    url.pathname = `/${database.name}`;
    const env = {
      DATABASE_URL: url.toString(),
      PUBLIC_ORIGIN: ORIGIN,
      SEED_DEMO: 'true',
      SESSION_CACHE_MS: '500',
      DATA_DIR: '/nonexistent',
    };
    // One after the other: the first migrates and seeds, the second finds it done.
    a = await startServerProcess(env, 120);
    b = await startServerProcess(env, 120);
  }, 240_000);

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await database?.close();
  });

  it('shares a session, and a forced sign-out on one ends it on the other within a second', async () => {
    const user = await signIn(a, 'ent-gold');
    expect((await me(b, user)).status).toBe(200);
    // The other process has the lookup cached now; an administrator on the first signs the user out.
    expect((await me(b, user)).status).toBe(200);
    const admin = await signIn(a, 'admin');
    const mine = ((await (await me(a, user)).json()) as { data: { id: string } }).data;
    const forced = await fetch(`${a.url}/console/api/management/users/${mine.id}/sessions`, {
      method: 'DELETE',
      headers: { cookie: admin, origin: ORIGIN },
    });
    expect(forced.status, await forced.clone().text()).toBe(200);
    const signedOutAt = performance.now();
    const refused = async (server: ServerProcess) => {
      const answer = await me(server, user);
      return (
        answer.status !== 200 &&
        ((await answer.json()) as { code: string }).code === 'WEB_ACCESS_AUTH_REQUIRED'
      );
    };
    expect(await refused(a)).toBe(true);
    let ended = false;
    while (!ended && performance.now() - signedOutAt < 2_000) {
      ended = await refused(b);
      if (!ended) await new Promise((r) => setTimeout(r, 50));
    }
    expect(ended).toBe(true);
    expect(performance.now() - signedOutAt).toBeLessThan(1_000);
  });

  /** Polls `check` on the other process until it holds; answers how long that took (ms). */
  async function within(check: () => Promise<boolean>): Promise<number> {
    const started = performance.now();
    while (!(await check()) && performance.now() - started < 2_000)
      await new Promise((r) => setTimeout(r, 50));
    expect(await check()).toBe(true);
    return performance.now() - started;
  }

  const idOf = async (server: ServerProcess, cookie: string) =>
    ((await (await me(server, cookie)).json()) as { data: { id: string } }).data.id;

  it('a user disabled on one process is refused on the other within a second', async () => {
    const user = await signIn(a, 'county');
    expect((await me(b, user)).status).toBe(200);
    const admin = await signIn(a, 'admin');
    const disabled = await fetch(`${a.url}/console/api/management/users/${await idOf(a, user)}/status`, {
      method: 'PUT',
      headers: { cookie: admin, origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'DISABLED' }),
    });
    expect(disabled.status, await disabled.clone().text()).toBe(200);
    expect(await within(async () => (await me(b, user)).status !== 200)).toBeLessThan(1_000);
  });

  it('an authority revoked on one process is gone on the other within a second', async () => {
    const auditor = await signIn(b, 'auditor');
    const authorities = async () =>
      ((await (await me(b, auditor)).json()) as { data: { authorities: string[] } }).data.authorities;
    expect(await authorities()).toContain('AUDITOR');
    const admin = await signIn(a, 'admin');
    const revoked = await fetch(
      `${a.url}/console/api/management/users/${await idOf(b, auditor)}/authorities/AUDITOR`,
      { method: 'DELETE', headers: { cookie: admin, origin: ORIGIN } },
    );
    expect(revoked.status, await revoked.clone().text()).toBe(200);
    expect(await within(async () => !(await authorities()).includes('AUDITOR'))).toBeLessThan(1_000);
  });

  it('a password changed on one process ends the other sessions there within a second', async () => {
    const here = await signIn(a, 'lawfirm');
    const there = await signIn(b, 'lawfirm');
    expect((await me(b, there)).status).toBe(200);
    const changed = await fetch(`${a.url}/console/api/session/password`, {
      method: 'PUT',
      headers: { cookie: here, origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ currentPassword: DEMO_PASSWORD, newPassword: 'Changed#2026x' }),
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    expect(await within(async () => (await me(b, there)).status !== 200)).toBeLessThan(1_000);
    expect((await me(a, here)).status).toBe(200);
  });
});
