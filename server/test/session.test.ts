import { SESSION_COOKIE, sessionUser } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { auditCount } from './helpers/audit.ts';
import { HOUR, MINUTE } from './helpers/clock.ts';
import { attemptLogin, login, OWN_ORIGIN, sameOrigin, sessionCookieOf } from './helpers/http.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const status = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/console/master/session/status', headers: cookie ? { cookie } : {} });
const me = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/console/api/session/me', headers: cookie ? { cookie } : {} });
const audited = (action: string) => auditCount(t.database.db, { action });

describe('session status, me and logout', () => {
  it('answers ANONYMOUS without a cookie and with an unknown token', async () => {
    expect((await status()).json()).toEqual({ data: { session: 'ANONYMOUS' } });
    expect((await status(`${SESSION_COOKIE}=forged`)).json()).toEqual({ data: { session: 'ANONYMOUS' } });
  });

  it('signs in, sets a hardened cookie, and answers the session user', async () => {
    const before = await audited('auth.sign-in');
    const response = await attemptLogin(t.app, { account: 'ent-gold' });
    expect(response.statusCode).toBe(200);
    const user = sessionUser.parse(response.json().data.user);
    expect(user).toMatchObject({
      account: 'ent-gold',
      org: { type: 'ENTERPRISE', grades: ['GOLDEN_SEED'], has_shortcut: true },
    });
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeUndefined();
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await audited('auth.sign-in')).toBe(before + 1);

    const cookieHeader = sessionCookieOf(response);
    expect((await status(cookieHeader)).json()).toEqual({ data: { session: 'AUTHORIZED' } });
    const mine = await me(cookieHeader);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ data: user });
  });

  it('answers me with org level and authorities for an administrator', async () => {
    const mine = (await me(await login(t.app, 'admin'))).json().data;
    expect(mine).toMatchObject({
      account: 'admin',
      authorities: ['ADMIN'],
      org: { type: 'FINANCIAL', level: 1, regionCode: '430000' },
    });
    expect(mine).not.toHaveProperty('passwordHash');
  });

  it('refuses me without a session', async () => {
    const response = await me();
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'WEB_ACCESS_AUTH_REQUIRED', message: expect.any(String) });
  });

  it('logout ends the session, clears the cookie and is audited', async () => {
    const cookie = await login(t.app, 'city');
    const before = await audited('auth.sign-out');
    const response = await t.app.inject({
      method: 'POST',
      url: '/console/logout?ajax=true',
      headers: { cookie, ...sameOrigin },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { session: 'ANONYMOUS' } });
    const cleared = response.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cleared.value).toBe('');
    expect((await me(cookie)).statusCode).toBe(403);
    expect(await audited('auth.sign-out')).toBe(before + 1);
  });

  it('logout without a session is harmless and not audited', async () => {
    const before = await audited('auth.sign-out');
    const response = await t.app.inject({
      method: 'POST',
      url: '/console/logout?ajax=true',
      headers: sameOrigin,
    });
    expect(response.statusCode).toBe(200);
    expect(await audited('auth.sign-out')).toBe(before);
  });

  it("the spec's GET /console/logout works as a call from our own pages", async () => {
    const cookie = await login(t.app, 'city');
    const referer = `${OWN_ORIGIN}/oa/sign/out`;
    const response = await t.app.inject({
      method: 'GET',
      url: '/console/logout?ajax=true',
      headers: { cookie, referer, 'sec-fetch-mode': 'cors', 'sec-fetch-site': 'same-origin' },
    });
    expect(response.statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(403);
  });

  it('nobody is signed out by following a link: a cross-site GET, a navigation, a POST from elsewhere', async () => {
    const cookie = await login(t.app, 'city');
    const attempts: Array<{ method: 'GET' | 'POST'; headers: Record<string, string> }> = [
      // <img src> or a top-level link on another site
      { method: 'GET', headers: { referer: 'https://evil.example/page' } },
      { method: 'GET', headers: { 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'cross-site' } },
      { method: 'GET', headers: {} },
      // <a href="/console/logout"> in published content: same origin, but a navigation
      {
        method: 'GET',
        headers: { referer: `${OWN_ORIGIN}/oa/portal`, 'sec-fetch-mode': 'navigate' },
      },
      { method: 'POST', headers: { origin: 'https://evil.example' } },
    ];
    for (const { method, headers } of attempts) {
      const response = await t.app.inject({
        method,
        url: '/console/logout?ajax=true',
        headers: { cookie, ...headers },
      });
      expect(response.statusCode, JSON.stringify({ method, headers })).toBe(403);
      expect(response.json().code).toBe('CROSS_ORIGIN_REFUSED');
    }
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it('rotates: signing in again drops the token the browser presented', async () => {
    const first = await login(t.app, 'county');
    const second = await login(t.app, 'county', { cookie: first });
    expect(second).not.toBe(first);
    expect((await me(first)).statusCode).toBe(403);
    expect((await me(second)).statusCode).toBe(200);
  });

  it('marks the cookie Secure when the request came over TLS through a trusted proxy', async () => {
    const proxied = await t.withEnv({ TRUST_PROXY: '1' });
    const headers = { 'x-forwarded-proto': 'https', origin: 'https://localhost:80' };
    const response = await attemptLogin(proxied, { account: 'unit', headers });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)!.secure).toBe(true);
  });
});

describe('session expiry (injected clock)', () => {
  it('expires after SESSION_IDLE_MINUTES without use', async () => {
    const cookie = await login(t.app, 'broker');
    t.clock.advance(29 * MINUTE);
    expect((await me(cookie)).statusCode).toBe(200);
    t.clock.advance(29 * MINUTE); // idle time restarts at each use
    expect((await me(cookie)).statusCode).toBe(200);
    t.clock.advance(31 * MINUTE);
    expect((await me(cookie)).statusCode).toBe(403);
  });

  it('expires after SESSION_ABSOLUTE_HOURS even when used all along', async () => {
    const cookie = await login(t.app, 'bank');
    const steps = (12 * HOUR) / (20 * MINUTE);
    for (let i = 0; i < steps - 1; i++) {
      t.clock.advance(20 * MINUTE);
      expect((await me(cookie)).statusCode, `after ${(i + 1) * 20} minutes`).toBe(200);
    }
    t.clock.advance(20 * MINUTE + 1);
    expect((await me(cookie)).statusCode).toBe(403);
  });
});
