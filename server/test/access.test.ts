// Walks every registered /console route: the declared access is what callers actually meet.
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../src/platform/access/access.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { login, sameOrigin } from './helpers/http.ts';

let t: TestApp;
let routes: RouteEntry[];
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.ready();
  routes = t.app.consoleRoutes;
  for (const account of ['ent-gold', 'city', 'admin', 'auditor'])
    cookies[account] = await login(t.app, account);
});
afterAll(() => t.close());

const call = (route: RouteEntry, cookie?: string) =>
  t.app.inject({
    method: route.method as HTTPMethods,
    url: route.url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000'),
    headers: { ...sameOrigin, ...(cookie ? { cookie } : {}) },
  });

const holds = (route: RouteEntry, authority: string) =>
  typeof route.access === 'object' && [route.access.authority ?? []].flat().includes(authority as never);

describe('access declarations', () => {
  it('registers the calls of spec §7 with the expected access', () => {
    const table = Object.fromEntries(routes.map((r) => [`${r.method} ${r.url}`, r.access]));
    expect(table).toMatchObject({
      'GET /console/api/home/getTitle': 'public',
      'GET /console/master/session/status': 'public',
      'POST /console/login': 'public',
      'GET /console/logout': 'public',
      'GET /console/api/session/me': 'session',
      'GET /console/api/notice/count': 'session',
      'GET /console/api/notice/': 'session',
      'PUT /console/api/notice/read': 'session',
      'DELETE /console/api/notice/discarded': 'session',
      'GET /console/api/openapi.json': { authority: 'ADMIN' },
      'GET /console/api/management/login-locks': { authority: 'ADMIN' },
      'DELETE /console/api/management/login-locks': { authority: 'ADMIN' },
    });
  });

  it('answers every non-public route with 403 WEB_ACCESS_AUTH_REQUIRED when anonymous', async () => {
    const guarded = routes.filter((r) => r.access !== 'public');
    expect(guarded.length).toBeGreaterThanOrEqual(9);
    for (const route of guarded) {
      const answer = await call(route);
      expect(answer.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(answer.json().code, `${route.method} ${route.url}`).toBe('WEB_ACCESS_AUTH_REQUIRED');
    }
  });

  it('never asks anonymous callers of public routes to sign in', async () => {
    for (const route of routes.filter((r) => r.access === 'public')) {
      const answer = await call(route);
      expect(answer.statusCode, `${route.method} ${route.url}`).not.toBe(403);
    }
  });

  for (const authority of ['ADMIN', 'AUDITOR']) {
    it(`answers ${authority} routes with 403 WEB_ACCESS_DENIED and a message for everyone without it`, async () => {
      const others = Object.entries(cookies).filter(([account]) => account !== authority.toLowerCase());
      for (const route of routes.filter((r) => holds(r, authority))) {
        for (const [account, cookie] of others) {
          const answer = await call(route, cookie);
          const where = `${account}: ${route.method} ${route.url}`;
          expect(answer.statusCode, where).toBe(403);
          expect(answer.json(), where).toEqual({
            code: 'WEB_ACCESS_DENIED',
            message: expect.stringMatching(/^抱歉/),
          });
        }
      }
    });
  }

  it('lets the holder of the authority through', async () => {
    for (const route of routes.filter((r) => holds(r, 'ADMIN') && r.method === 'GET')) {
      // A route naming one object (…/:id) is let through to say that the made-up id does not exist;
      // one that needs input (a date range, a dictionary kind) is let through to say it is missing.
      const answer = await call(route, cookies.admin);
      const allowed = route.url.includes('/:') ? [200, 404] : [200];
      if (answer.statusCode === 400) expect(answer.json().code, route.url).toBe('VALIDATION_FAILED');
      else expect(allowed, route.url).toContain(answer.statusCode);
    }
  });
});
