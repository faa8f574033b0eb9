import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdministratorRefused, createAdministrator } from '../src/cli/administrator.ts';
import { createAudit } from '../src/platform/audit/audit.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { auditCount } from './helpers/audit.ts';
import { login } from './helpers/http.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const create = (input: { account: string; password: string; name: string; office?: string }) =>
  createAdministrator(t.database.db, createAudit(t.database.db, t.clock.now), input, '430000', t.clock.now());

describe('createAdministrator (npm run create-admin)', () => {
  it('creates an administrator in the existing province office who can sign in, audited', async () => {
    const created = await create({ account: 'ops-admin', password: 'Ops#Admin2026', name: '运维管理员' });
    expect(created.office).toBe('湖南省地方金融管理局');
    expect(await auditCount(t.database.db, { action: 'user.created', objectId: created.userId })).toBe(1);
    const cookie = await login(t.app, 'ops-admin', { password: 'Ops#Admin2026' });
    const me = (
      await t.app.inject({ method: 'GET', url: '/console/api/session/me', headers: { cookie } })
    ).json().data;
    expect(me).toMatchObject({ authorities: ['ADMIN'], org: { type: 'FINANCIAL', level: 1 } });
  });

  it('refuses an existing account, whatever its case', async () => {
    await expect(create({ account: 'ADMIN', password: 'Ops#Root2026', name: 'x' })).rejects.toThrow(
      /already exists/,
    );
  });

  it('refuses a weak password and a bad account name', async () => {
    await expect(create({ account: 'weakling', password: 'password', name: 'x' })).rejects.toThrow(
      AdministratorRefused,
    );
    await expect(create({ account: 'has space', password: 'Ops#Admin2026', name: 'x' })).rejects.toThrow(
      /account/,
    );
  });
});
