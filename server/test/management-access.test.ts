// Who may call the system-management endpoints (issue 3 §5, DESIGN §9): anonymous visitors are
// sent to sign in, users without ADMIN are denied, and the ADMIN/AUDITOR duties stay apart —
// the auditor changes nothing here and the administrator cannot read the audit log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { login } from './helpers/http.ts';
import { callerFor } from './helpers/management.ts';

let t: TestApp;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await buildTestApp();
  for (const account of ['admin', 'auditor', 'city', 'ent-gold'])
    cookies[account] = await login(t.app, account);
});
afterAll(() => t.close());

const ID = '00000000-0000-4000-8000-000000000000';
const ADMIN_ONLY: Array<[string, string]> = [
  ['GET', '/console/api/management/dict/industry/children'],
  ['GET', '/console/api/management/dict/area/search?q=长沙'],
  ['POST', '/console/api/management/dict/industry'],
  ['PUT', '/console/api/management/dict/industry/A'],
  ['GET', '/console/api/management/dict/strategic/export'],
  ['POST', '/console/api/management/dict/area/import'],
  ['GET', '/console/api/management/orgs/regions'],
  ['GET', '/console/api/management/orgs'],
  ['POST', '/console/api/management/orgs'],
  ['GET', '/console/api/management/users'],
  ['GET', `/console/api/management/users/${ID}`],
  ['POST', '/console/api/management/users'],
  ['PUT', `/console/api/management/users/${ID}`],
  ['PUT', `/console/api/management/users/${ID}/status`],
  ['POST', `/console/api/management/users/${ID}/password-reset`],
  ['DELETE', `/console/api/management/users/${ID}/lock`],
  ['PUT', `/console/api/management/users/${ID}/authorities/ADMIN`],
  ['DELETE', `/console/api/management/users/${ID}/authorities/AUDITOR`],
  ['DELETE', `/console/api/management/users/${ID}/sessions`],
  ['GET', '/console/api/management/sessions'],
  ['DELETE', `/console/api/management/sessions/${ID}`],
  ['GET', '/console/api/management/export-config'],
  ['PUT', '/console/api/management/export-config/enterprise'],
  ['DELETE', '/console/api/management/export-config/enterprise'],
  ['GET', '/console/api/management/usage?from=2026-03-01&to=2026-03-02'],
  ['POST', '/console/api/management/usage/export'],
  ['GET', '/console/api/management/site-settings'],
  ['PUT', '/console/api/management/site-settings'],
];
const AUDITOR_ONLY: Array<[string, string]> = [
  ['GET', '/console/api/audit'],
  ['GET', '/console/api/audit/facets'],
  ['GET', '/console/api/audit/export'],
];
const SESSION: Array<[string, string]> = [
  ['POST', '/console/api/usage'],
  ['GET', '/console/api/export-config/enterprise'],
];

describe('system management access', () => {
  it('sends anonymous callers to sign in', async () => {
    for (const [method, url] of [...ADMIN_ONLY, ...AUDITOR_ONLY, ...SESSION]) {
      const answer = await callerFor(t.app)(method, url, method === 'GET' ? undefined : {});
      expect(answer.statusCode, `${method} ${url}`).toBe(403);
      expect(answer.json().code, `${method} ${url}`).toBe('WEB_ACCESS_AUTH_REQUIRED');
    }
  });

  it('denies the administrator tools to users without ADMIN, the auditor included', async () => {
    for (const account of ['city', 'ent-gold', 'auditor']) {
      for (const [method, url] of ADMIN_ONLY) {
        const answer = await callerFor(t.app, cookies[account])(
          method,
          url,
          method === 'GET' ? undefined : {},
        );
        expect(answer.statusCode, `${account} ${method} ${url}`).toBe(403);
        expect(answer.json(), `${account} ${method} ${url}`).toMatchObject({
          code: 'WEB_ACCESS_DENIED',
          message: '抱歉，该功能仅限系统管理员使用',
        });
      }
    }
  });

  it('keeps the audit log from everyone but the auditor, the administrator included', async () => {
    for (const account of ['admin', 'city', 'ent-gold']) {
      for (const [method, url] of AUDITOR_ONLY) {
        const answer = await callerFor(t.app, cookies[account])(method, url);
        expect(answer.statusCode, `${account} ${url}`).toBe(403);
        expect(answer.json()).toMatchObject({
          code: 'WEB_ACCESS_DENIED',
          message: '抱歉，该功能仅限安全审计员使用',
        });
      }
    }
    expect((await callerFor(t.app, cookies.auditor)('GET', '/console/api/audit')).statusCode).toBe(200);
  });

  it('declares every management route in the access table', () => {
    const declared = t.app.consoleRoutes.map((r) => `${r.method} ${r.url}`);
    const strip = (url: string) => url.split('?')[0]!.replace(ID, ':id');
    for (const [method, url] of [...ADMIN_ONLY, ...AUDITOR_ONLY, ...SESSION]) {
      const pattern = strip(url)
        .replace('/industry/A', '/:kind/:code')
        .replace(/\/dict\/(industry|strategic|area)/, '/dict/:kind')
        .replace('/authorities/ADMIN', '/authorities/:authority')
        .replace('/authorities/AUDITOR', '/authorities/:authority')
        .replace('/export-config/enterprise', '/export-config/:list');
      expect(declared, `${method} ${url}`).toContain(`${method} ${pattern}`);
    }
  });
});
