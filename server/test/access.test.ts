// The declarations themselves: the calls of spec §7 keep their access, and every route that is not
// public asks an anonymous caller to sign in. Who may call what, role by role, is the hand-written
// table of access-matrix.test.ts.
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../src/platform/access/access.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { sameOrigin } from './helpers/http.ts';

let t: TestApp;
let routes: RouteEntry[];
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.ready();
  routes = t.app.consoleRoutes;
});
afterAll(() => t.close());

const call = (route: RouteEntry) =>
  t.app.inject({
    method: route.method as HTTPMethods,
    url: route.url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000'),
    headers: sameOrigin,
  });

describe('access declarations', () => {
  it('registers the calls of spec §7 with the expected access', () => {
    const table = Object.fromEntries(routes.map((r) => [`${r.method} ${r.url}`, r.access]));
    expect(table).toMatchObject({
      'GET /console/api/home/getTitle': 'public',
      'GET /console/master/session/status': 'public',
      'POST /console/login': 'public',
      'GET /console/logout': 'public',
      'POST /console/logout': 'public',
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
});
