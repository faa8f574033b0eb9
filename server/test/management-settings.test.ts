// Site settings, export configuration and the audit log viewer (issue 3 §5).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTERPRISE_EXPORT_LIST } from '../src/modules/enterprise/enterprise.export-list.ts';
import { createExportLists } from '../src/platform/excel/export-lists.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { auditCount } from './helpers/audit.ts';
import { login } from './helpers/http.ts';
import { type Caller, callerFor, readWorkbook } from './helpers/management.ts';

let t: TestApp;
let admin: Caller;
let auditor: Caller;
beforeAll(async () => {
  t = await buildTestApp();
  admin = callerFor(t.app, await login(t.app, 'admin'));
  auditor = callerFor(t.app, await login(t.app, 'auditor'));
});
afterAll(() => t.close());

describe('site settings', () => {
  const URL = '/console/api/management/site-settings';
  const values = {
    title: '湖南省企业上市服务平台',
    pageTitle: '上市服务云',
    copyright: '© 2026 湖南省地方金融管理局',
    phone: '0731-88886666',
    icp: '湘ICP备20269999号-2',
  };

  it('reads and saves the settings, audited with what changed; the header and footer read them', async () => {
    expect((await admin('GET', URL)).json().data.icp).toMatch(/^湘ICP备/);
    const answer = await admin('PUT', URL, values);
    expect(answer.json().data).toEqual(values);
    expect(await auditCount(t.database.db, { action: 'site-settings.updated' })).toBe(1);
    const title = (await callerFor(t.app)('GET', '/console/api/home/getTitle')).json().data;
    expect(title).toEqual({ title: values.title, pageTitle: values.pageTitle });
    const footer = (await callerFor(t.app)('GET', '/console/api/home/site')).json().data;
    expect(footer).toEqual({ copyright: values.copyright, phone: values.phone, icp: values.icp });
  });

  it('validates every field', async () => {
    const answer = await admin('PUT', URL, { ...values, title: '', phone: 'call me', icp: 'ICP-1' });
    expect(answer.statusCode).toBe(400);
    expect(
      answer
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['icp', 'phone', 'title']);
    expect((await admin('PUT', URL, { title: 'x' })).statusCode).toBe(400);
  });
});

describe('export configuration', () => {
  const URL = '/console/api/management/export-config';

  it('lists the exportable lists with defaults, saves an order, and serves it to exports', async () => {
    const [enterprise] = (await admin('GET', URL)).json().data;
    expect(enterprise).toMatchObject({ key: 'enterprise', updatedAt: null });
    expect(enterprise.selected[0]).toBe('name');
    const saved = await admin('PUT', `${URL}/enterprise`, { columns: ['creditCode', 'name', 'stage'] });
    expect(saved.json().data.selected).toEqual(['creditCode', 'name', 'stage']);
    expect(await auditCount(t.database.db, { action: 'export-config.saved', objectId: 'enterprise' })).toBe(
      1,
    );
    const columns = (
      await callerFor(t.app, await login(t.app, 'city'))('GET', '/console/api/export-config/enterprise')
    ).json().data;
    expect(columns).toEqual([
      { key: 'creditCode', title: '统一社会信用代码' },
      { key: 'name', title: '企业名称' },
      { key: 'stage', title: '上市阶段' },
    ]);
    // What the enterprise export itself asks for.
    const lists = createExportLists(t.database.db);
    lists.register(ENTERPRISE_EXPORT_LIST);
    expect((await lists.columns('enterprise')).map((c) => c.key)).toEqual(['creditCode', 'name', 'stage']);
  });

  it('refuses unknown or repeated columns and unknown lists', async () => {
    const bad = await admin('PUT', `${URL}/enterprise`, { columns: ['name', 'secret', 'name'] });
    expect(bad.json().details.map((d: { path: string }) => d.path)).toEqual(['columns.1', 'columns.2']);
    expect((await admin('PUT', `${URL}/enterprise`, { columns: [] })).statusCode).toBe(400);
    expect((await admin('PUT', `${URL}/nothing`, { columns: ['name'] })).statusCode).toBe(404);
    expect((await admin('GET', '/console/api/export-config/nothing')).statusCode).toBe(404);
  });

  it('goes back to the defaults, audited', async () => {
    const reset = await admin('DELETE', `${URL}/enterprise`);
    expect(reset.json().data.selected[0]).toBe('name');
    expect(await auditCount(t.database.db, { action: 'export-config.reset', objectId: 'enterprise' })).toBe(
      1,
    );
  });
});

describe('audit log viewer', () => {
  it('shows the auditor every action, newest first, filtered and paged', async () => {
    const page = (await auditor('GET', '/console/api/audit?size=5')).json().data;
    expect(page.size).toBe(5);
    expect(page.total).toBeGreaterThan(5);
    const ids = page.items.map((e: { id: number }) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const saved = (await auditor('GET', '/console/api/audit?action=export-config.saved')).json().data;
    expect(saved.items).toEqual([
      expect.objectContaining({ actorAccount: 'admin', objectType: 'export-config', objectId: 'enterprise' }),
    ]);
    const family = (await auditor('GET', '/console/api/audit?action=export-config.')).json().data;
    expect(family.total).toBe(2);
    expect(
      (await auditor('GET', '/console/api/audit?actor=adm&objectType=site-settings')).json().data.total,
    ).toBe(1);
    const later = new Date(t.clock.now().getTime() + 60_000).toISOString();
    expect(
      (await auditor('GET', `/console/api/audit?from=${encodeURIComponent(later)}`)).json().data.total,
    ).toBe(0);
    expect((await auditor('GET', '/console/api/audit?from=yesterday')).statusCode).toBe(400);
    const facets = (await auditor('GET', '/console/api/audit/facets')).json().data;
    expect(facets.actions).toContain('auth.sign-in');
    // Each action present is named for the clerk, from the declaring manifest.
    expect(facets.actionLabels['auth.sign-in']).toBe('登录');
    expect(facets.actionLabels['site-settings.updated']).toBe('修改站点设置');
    expect(facets.actions.filter((a: string) => !facets.actionLabels[a])).toEqual([]);
  });

  it('exports the filtered log, and notes the export in the log', async () => {
    const answer = await auditor('GET', '/console/api/audit/export?actor=admin');
    expect(answer.statusCode).toBe(200);
    const rows = (await readWorkbook(answer.rawPayload)).审计日志!;
    expect(rows[0]).toEqual(['编号', '时间', '操作人', '操作', '对象类型', '对象编号', '地址', '详情']);
    expect(rows.slice(1).every((r) => r[2] === 'admin')).toBe(true);
    expect(await auditCount(t.database.db, { action: 'audit.exported' })).toBe(1);
  });
});
