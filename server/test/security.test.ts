import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { attemptLogin, login, OWN_ORIGIN, sameOrigin } from './helpers/http.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  // A route that fails unexpectedly, to see what a 500 reveals; added before the app is ready.
  t.app.get('/console/api/test/boom', { config: { access: 'public' } }, async () => {
    throw new Error('secret internals at /srv/portal/db.ts:42');
  });
  cookie = await login(t.app, 'city');
});
afterAll(() => t.close());

describe('security headers and caching', () => {
  it('sets the page hardening headers on what a browser may render as a page', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/' });
    const csp = answer.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  // Answers of the API, files, workbooks and the notice stream are never pages: the page policies
  // would say nothing there, and every header costs on every call (issue 15 §1).
  // Failures too: the headers are the reply's (security.ts), and an error answer must keep them —
  // a 403 from the access rule (sign in first), a 403 from the same-origin rule, a 500 from a route.
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const answers: Record<string, [status: number, ask: () => ReturnType<typeof get>]> = {
    '/console/api/home/getTitle': [200, () => get('/console/api/home/getTitle')],
    '/console/api/session/me': [200, () => get('/console/api/session/me', { cookie })],
    '/console/nowhere': [404, () => get('/console/nowhere')],
    'signed out: /console/api/session/me': [403, () => get('/console/api/session/me')],
    'cross-origin: PUT /console/api/session/password': [
      403,
      () =>
        t.app.inject({
          method: 'PUT',
          url: '/console/api/session/password',
          headers: { cookie, origin: 'https://evil.example' },
          payload: {},
        }),
    ],
    'failing: /console/api/test/boom': [500, () => get('/console/api/test/boom')],
  };
  for (const [url, [status, ask]] of Object.entries(answers)) {
    it(`sets the non-document headers on ${url}, and no page policy`, async () => {
      const answer = await ask();
      expect(answer.statusCode).toBe(status);
      expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'self'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['cross-origin-opener-policy']).toBeUndefined();
    });
  }

  it('sends HSTS only on a request that came over TLS (through a trusted proxy), never on plain HTTP', async () => {
    const HSTS = 'strict-transport-security';
    const proxied = await t.withEnv({ TRUST_PROXY: '1' });
    const get = (app: typeof t.app, url: string, proto?: string) =>
      app.inject({ method: 'GET', url, headers: proto ? { 'x-forwarded-proto': proto } : {} });
    for (const url of ['/console/api/home/getTitle', '/console/api/nothing-here', '/']) {
      expect((await get(proxied, url, 'https')).headers[HSTS], url).toBe('max-age=31536000');
      expect((await get(proxied, url, 'http')).headers[HSTS], url).toBeUndefined();
      expect((await get(proxied, url)).headers[HSTS], url).toBeUndefined();
      // Without TRUST_PROXY the header is only the client's word.
      expect((await get(t.app, url, 'https')).headers[HSTS], url).toBeUndefined();
    }
  });

  it('redirects / to the web app', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/' });
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/oa/');
  });
});

describe('same-origin rule for state-changing calls', () => {
  const put = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'PUT',
      url: '/console/api/session/password',
      headers: { cookie, ...headers },
      payload: {},
    });

  it('refuses a sign-in posted from another site', async () => {
    const answer = await attemptLogin(t.app, {
      account: 'admin',
      headers: { origin: 'https://evil.example' },
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ code: 'CROSS_ORIGIN_REFUSED', message: expect.any(String) });
    expect(answer.cookies).toEqual([]);
  });

  it('refuses a signed-in change from another origin, a null origin, or no origin at all', async () => {
    const cases: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'http://localhost:8081' },
      { origin: 'https://localhost' },
      {},
    ];
    for (const headers of cases) {
      const answer = await put(headers);
      expect(answer.statusCode, JSON.stringify(headers)).toBe(403);
      expect(answer.json().code).toBe('CROSS_ORIGIN_REFUSED');
    }
  });

  it("accepts the Referer's origin when Origin is absent", async () => {
    expect((await put({ referer: `${OWN_ORIGIN}/oa/profile/attribute` })).json().code).toBe(
      'VALIDATION_FAILED',
    );
    expect((await put({ referer: 'https://evil.example/oa/' })).json().code).toBe('CROSS_ORIGIN_REFUSED');
  });

  it("refuses a DNS-rebinding name: Host and Origin both the attacker's domain", async () => {
    const answer = await attemptLogin(t.app, {
      account: 'admin',
      headers: { host: 'evil.example', origin: 'http://evil.example' },
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().code).toBe('CROSS_ORIGIN_REFUSED');
    // An address is no name an attacker controls: reached by address, the portal still works.
    const byAddress = await attemptLogin(t.app, {
      account: 'unit',
      headers: { host: '10.1.2.3:8080', origin: 'http://10.1.2.3:8080' },
    });
    expect(byAddress.statusCode).toBe(200);
  });

  it('with PUBLIC_ORIGIN, takes changes only from the configured origins, whatever the Host says', async () => {
    const configured = await t.withEnv({ PUBLIC_ORIGIN: 'https://ipo.example.gov.cn,http://10.1.2.3:8080' });
    const from = (host: string, origin: string) =>
      attemptLogin(configured, { account: 'unit', headers: { host, origin } });
    expect((await from('ipo.example.gov.cn', 'https://ipo.example.gov.cn')).statusCode).toBe(200);
    expect((await from('10.1.2.3:8080', 'http://10.1.2.3:8080')).statusCode).toBe(200);
    for (const [host, origin] of [
      ['evil.example', 'http://evil.example'],
      ['localhost', 'http://localhost'],
      ['ipo.example.gov.cn', 'http://ipo.example.gov.cn'],
    ] as const) {
      const answer = await from(host, origin);
      expect(answer.statusCode, origin).toBe(403);
      expect(answer.json().code).toBe('CROSS_ORIGIN_REFUSED');
    }
  });

  it('lets GET through without an origin', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/console/api/session/me', headers: { cookie } })).statusCode,
    ).toBe(200);
  });
});

describe('TRUST_PROXY: whose word on the client address counts', () => {
  /** The address the audit log recorded for a failed sign-in of `account`. */
  async function recordedAddress(app: typeof t.app, remoteAddress: string, forwardedFor?: string) {
    const account = `nobody-${Math.random().toString(36).slice(2, 8)}`;
    await app.inject({
      method: 'POST',
      url: '/console/login?ajax=true',
      remoteAddress,
      headers: { ...sameOrigin, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
      payload: { account, message: 'x' },
    });
    const [row] = await t.database.db
      .select({ address: auditLog.address })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.sign-in-failed'), eq(auditLog.objectId, account)));
    return row?.address;
  }

  it('ignores X-Forwarded-For by default', async () => {
    expect(await recordedAddress(t.app, '198.51.100.4', '6.6.6.6')).toBe('198.51.100.4');
  });

  it('with a number of hops, believes only that many proxies: a forged first entry is not the client', async () => {
    const oneHop = await t.withEnv({ TRUST_PROXY: '1' });
    // The client sent "X-Forwarded-For: 6.6.6.6"; our proxy appended the address it saw.
    expect(await recordedAddress(oneHop, '10.0.0.2', '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
  });

  it('with proxy addresses, believes only those proxies', async () => {
    const listed = await t.withEnv({ TRUST_PROXY: '10.0.0.0/8' });
    expect(await recordedAddress(listed, '10.0.0.2', '203.0.113.7')).toBe('203.0.113.7');
    expect(await recordedAddress(listed, '10.0.0.2', '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    // Someone who is not our proxy cannot speak for others.
    expect(await recordedAddress(listed, '198.51.100.9', '6.6.6.6')).toBe('198.51.100.9');
  });
});

describe('error contract', () => {
  it('answers 404 NOT_FOUND for an unknown /console route', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/console/api/nothing-here' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ code: 'NOT_FOUND', message: expect.any(String) });
  });

  it('answers a 500 without a stack or the error text', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/console/api/test/boom' });
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({ code: 'INTERNAL_ERROR', message: '服务器内部错误' });
    expect(answer.body).not.toContain('secret');
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const answer = await t.app.inject({
      method: 'PUT',
      url: '/console/api/session/password',
      headers: { cookie, ...sameOrigin, 'content-type': 'application/json' },
      payload: '{"currentPassword":',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe('BAD_REQUEST');
  });

  it('refuses a prototype-poisoning JSON body', async () => {
    const answer = await t.app.inject({
      method: 'PUT',
      url: '/console/api/session/password',
      headers: { cookie, ...sameOrigin, 'content-type': 'application/json' },
      payload: '{"currentPassword":"a","newPassword":"b","__proto__":{"admin":true}}',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe('BAD_REQUEST');
  });

  it('refuses at startup a /console route that declares no access', async () => {
    const other = await t.withEnv({});
    expect(() => other.get('/console/api/undeclared', async () => ({}))).toThrow(/declares no config.access/);
  });
});

describe('OpenAPI document', () => {
  it('is served to administrators only', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/console/api/openapi.json' });
    expect(anonymous.json().code).toBe('WEB_ACCESS_AUTH_REQUIRED');
    const denied = await t.app.inject({
      method: 'GET',
      url: '/console/api/openapi.json',
      headers: { cookie },
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('WEB_ACCESS_DENIED');
  });

  it('lists every /console operation, with schemas, and nothing else', async () => {
    const admin = await login(t.app, 'admin');
    const answer = await t.app.inject({
      method: 'GET',
      url: '/console/api/openapi.json',
      headers: { cookie: admin },
    });
    expect(answer.statusCode).toBe(200);
    const doc = answer.json();
    expect(doc.openapi).toMatch(/^3\./);
    const operations = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    // OpenAPI writes a path parameter as {name} where Fastify has :name.
    const routes = t.app.consoleRoutes.map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`);
    expect(operations.sort()).toEqual([...new Set(routes)].sort());
    const signIn = doc.paths['/console/login'].post;
    expect(signIn.requestBody.content['application/x-www-form-urlencoded'].schema.required).toEqual([
      'account',
      'message',
    ]);
    expect(signIn['x-access']).toBe('public');
    expect(doc.paths['/console/api/notice/count'].get.security).toEqual([{ session: [] }]);
    expect(doc.paths['/console/api/session/me'].get.responses['200']).toBeDefined();
    expect(JSON.stringify(doc)).not.toContain('passwordHash');
  });
});
