// The session flow of spec §4 (status → AUTHORIZED → session → ORG_INFO → polling) and the
// role routes registered once, also through a real router's route discovery.
import type { SessionUser, Viewer } from '@portal/contract';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readOrgInfo } from '../session/orgInfo';
import { isNoticePolling, stopNoticePolling } from './notices';
import { createRouteRegistry } from './registry';
import { ensureSession, resetSessionForTests } from './session';

const user: SessionUser = {
  id: 'u1',
  account: 'city',
  name: '李四',
  email: null,
  mobile: null,
  mustChangePassword: false,
  org: {
    id: 'o1',
    name: '长沙市上市办',
    type: 'FINANCIAL',
    grades: [],
    has_shortcut: false,
    level: 2,
    regionCode: '430100',
  },
  authorities: [],
};

const fetchMock = vi.fn<typeof fetch>();
const json = (data: unknown) => new Response(JSON.stringify({ data }), { status: 200 });
const calls = () => fetchMock.mock.calls.map(([url]) => String(url));

beforeEach(() => {
  sessionStorage.clear();
  resetSessionForTests();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  stopNoticePolling();
  vi.unstubAllGlobals();
});

describe('ensureSession', () => {
  it('ANONYMOUS: no session load, ORG_INFO removed, no polling', async () => {
    sessionStorage.setItem('ORG_INFO', JSON.stringify({ stale: true }));
    fetchMock.mockResolvedValueOnce(json({ session: 'ANONYMOUS' }));
    expect(await ensureSession()).toBeNull();
    expect(calls()).toEqual(['/console/master/session/status']);
    expect(sessionStorage.getItem('ORG_INFO')).toBeNull();
    expect(isNoticePolling()).toBe(false);
  });

  it('AUTHORIZED: loads the session, stores ORG_INFO, starts polling; later calls trust the tab', async () => {
    fetchMock.mockImplementation(async (url) => {
      if (String(url).endsWith('/session/status')) return json({ session: 'AUTHORIZED' });
      if (String(url).endsWith('/session/me')) return json(user);
      return json({ count: 2 });
    });
    const [a, b] = await Promise.all([ensureSession(), ensureSession()]);
    expect(a?.org.name).toBe('长沙市上市办');
    expect(b).toEqual(a);
    expect(readOrgInfo()?.org.level).toBe(2);
    expect(isNoticePolling()).toBe(true);
    expect(calls().filter((u) => u.includes('/session/'))).toEqual([
      '/console/master/session/status',
      '/console/api/session/me',
    ]);
    await ensureSession();
    expect(calls().filter((u) => u.includes('/session/'))).toHaveLength(2);
  });

  it('asks the server again once ORG_INFO becomes unreadable', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/session/status') ? json({ session: 'AUTHORIZED' }) : json(user),
    );
    await ensureSession();
    sessionStorage.setItem('ORG_INFO', 'garbage');
    await ensureSession();
    expect(calls().filter((u) => u.endsWith('/session/status'))).toHaveLength(2);
  });

  it('a failing status check keeps what the tab knows and is silent', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    expect(await ensureSession()).toBeNull();
  });
});

describe('role routes', () => {
  const viewer = (type: Viewer['org']['type']): Viewer => ({
    org: { type, grades: [], has_shortcut: false, level: 1 },
    authorities: [],
  });

  it('are built and patched once; the same viewer again changes nothing, another is refused', () => {
    const build = vi.fn((_: Viewer) => [{ path: '/company/list' }]);
    const patch = vi.fn();
    const registry = createRouteRegistry(build);
    expect(registry.register(viewer('FINANCIAL'), patch)).toBe('registered');
    expect(registry.register(viewer('FINANCIAL'), patch)).toBe('kept');
    expect(registry.register(viewer('ENTERPRISE'), patch)).toBe('changed');
    expect(build).toHaveBeenCalledOnce();
    expect(patch).toHaveBeenCalledOnce();
  });

  it('are discovered on the first deep link and never added again', async () => {
    const build = vi.fn((_: Viewer): RouteObject[] => [
      { path: '/company/list' },
      { path: '/company/audit' },
    ]);
    const registry = createRouteRegistry(build);
    const discovery = vi.fn(async ({ patch }: { patch: (id: string, routes: RouteObject[]) => void }) => {
      registry.register(viewer('FINANCIAL'), (routes) => patch('console', routes));
    });
    const router = createMemoryRouter(
      [{ path: '/', children: [{ id: 'console', children: [] }, { path: '*' }] }],
      { initialEntries: ['/'], patchRoutesOnNavigation: discovery },
    );
    await router.navigate('/company/list');
    expect(router.state.matches.at(-1)?.route.path).toBe('/company/list');
    await router.navigate('/company/audit');
    await router.navigate('/nowhere');
    await router.navigate('/company/list');
    expect(router.state.matches.at(-1)?.route.path).toBe('/company/list');
    expect(build).toHaveBeenCalledOnce();
    router.dispose();
  });
});
