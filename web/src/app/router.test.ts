// The app's own router: an anonymous deep link goes to sign-in with the way back; a signed-in
// deep link registers the role's routes once and lands on the page; later navigations add none.
import type { SessionUser } from '@portal/contract';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stopNoticePolling } from './notices';
import { createAppRouter } from './router';
import { resetSessionForTests } from './session';

const user: SessionUser = {
  id: 'u1',
  account: 'ent-gold',
  name: '王五',
  email: null,
  mobile: null,
  mustChangePassword: false,
  org: {
    id: 'o1',
    name: '金种子',
    type: 'ENTERPRISE',
    grades: ['GOLDEN_SEED'],
    has_shortcut: true,
    level: null,
    regionCode: null,
  },
  authorities: [],
};
const json = (data: unknown) => new Response(JSON.stringify({ data }), { status: 200 });

function consoleChildren(routes: readonly RouteObject[]): number {
  const find = (rs: readonly RouteObject[]): RouteObject | undefined =>
    rs.find((r) => r.id === 'console') ?? rs.flatMap((r) => find(r.children ?? []) ?? []).at(0);
  return find(routes)?.children?.length ?? -1;
}

// A page's module loads lazily: the green channel's and research's real pages take longer than the
// placeholder did, more so on a loaded machine, so the wait is generous.
async function settled(router: ReturnType<typeof createAppRouter>) {
  await vi.waitFor(
    () => expect(router.state.initialized && router.state.navigation.state === 'idle').toBe(true),
    { timeout: 15_000 },
  );
}

beforeEach(() => {
  sessionStorage.clear();
  resetSessionForTests();
});
afterEach(() => {
  stopNoticePolling();
  vi.unstubAllGlobals();
});

describe('app router', () => {
  it('sends an anonymous deep link to sign-in with the way back', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ session: 'ANONYMOUS' })),
    );
    window.history.replaceState(null, '', '/oa/problem/list?page=2');
    const router = createAppRouter();
    await settled(router);
    expect(router.state.location.pathname).toBe('/oa/sign/in');
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/problem/list?page=2')}`);
    router.dispose();
  });

  it('registers the role routes once on a signed-in deep link', async () => {
    const fetchMock = vi.fn(async (url: unknown) => {
      if (String(url).endsWith('/session/status')) return json({ session: 'AUTHORIZED' });
      if (String(url).endsWith('/session/me')) return json(user);
      return json({ count: 0 });
    });
    vi.stubGlobal('fetch', fetchMock);
    window.history.replaceState(null, '', '/oa/problem/list');
    const router = createAppRouter();
    await settled(router);
    expect(router.state.matches.at(-1)?.route.path).toBe('/problem/list');
    const registered = consoleChildren(router.routes);
    expect(registered).toBeGreaterThan(20);
    for (const to of ['/', '/research/list', '/no/such/page', '/problem/list']) {
      await router.navigate(to);
      await settled(router);
    }
    expect(consoleChildren(router.routes)).toBe(registered);
    expect(fetchMock.mock.calls.filter(([u]) => String(u).endsWith('/session/me'))).toHaveLength(1);
    await router.navigate('/no/such/page');
    await settled(router);
    expect(router.state.matches.at(-1)?.route.path).toBe('*');
    router.dispose();
  });
});
