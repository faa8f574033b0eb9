// The route tables: static public and shared routes; the role routes built from the contract menu
// (roleRoutes.ts) are registered under the console layout once signed in.
import { ERROR_STATUSES, type MenuEntry, PORTAL_ROUTES, PUBLIC_SIGN_ROUTES } from '@portal/contract';
import type { LazyRouteFunction, LoaderFunction, RouteObject } from 'react-router';
import type { ErrorStatus } from '../features/error/ErrorPage';
import { PROTECTED_ROUTE_ID, type RouteHandle } from '../session/handle';
import { withAntd } from '../ui/antdRoute';
import { BareLayout } from './layouts/BareLayout';
import { PortalLayout } from './layouts/PortalLayout';
import { PORTAL_PAGES, SIGN_PAGES } from './publicFeatures';
import { FullPageLoading, RootShell } from './RootShell';
import { RouteError } from './RouteError';

export const CONSOLE_ROUTE_ID = 'console';

// Every layout but the portal's, and every page of the portal but a plain one, is drawn inside
// antd's theme and locale (ui/antdRoute.ts); the entry itself carries no antd.
const mainLayout = withAntd(
  async () => ({ Component: (await import('./layouts/MainLayout')).MainLayout }),
  true,
);
const consoleLayout = withAntd(
  async () => ({ Component: (await import('./layouts/ConsoleLayout')).ConsoleLayout }),
  true,
);
// The home waits for its cards' texts too (each card's feature namespace).
const consoleHome = async () => {
  const [{ default: Component }, { HOME_CARD_NAMESPACES }, { loadNamespaces }] = await Promise.all([
    import('./home/HomePage'),
    import('./features'),
    import('../i18n'),
  ]);
  await loadNamespaces(HOME_CARD_NAMESPACES);
  return { Component };
};
// Lazy as well, and without antd: the sign-in page is plain, so the sign pages that use antd
// bring it with them (withAntd on each) rather than the layout for all.
const signLayout = async () => ({ Component: (await import('./layouts/SignLayout')).SignLayout });

function errorPage(status: ErrorStatus): LazyRouteFunction<RouteObject> {
  return withAntd(async () => {
    const { default: ErrorPage } = await import('../features/error/ErrorPage');
    return { element: <ErrorPage status={status} /> };
  }, true);
}

const titled = (e: MenuEntry): RouteHandle => ({ title: { label: e.label, labelArgs: e.labelArgs } });
export const placeholder = (home?: string): LazyRouteFunction<RouteObject> =>
  withAntd(async () => {
    const { default: PlaceholderPage } = await import('../features/placeholder/PlaceholderPage');
    return { element: <PlaceholderPage home={home} /> };
  }, true);

export type SessionLoaders = { requireSession: LoaderFunction; notFound: LoaderFunction };

export function appRoutes({ requireSession, notFound }: SessionLoaders): RouteObject[] {
  const signPages = PUBLIC_SIGN_ROUTES.filter((r) => r.path !== '/sign/out');
  return [
    {
      id: 'root',
      Component: RootShell,
      HydrateFallback: FullPageLoading,
      ErrorBoundary: RouteError,
      children: [
        {
          lazy: signLayout,
          children: signPages.map((r) => ({
            path: r.path,
            handle: titled(r),
            lazy: SIGN_PAGES[r.path] ? withAntd(SIGN_PAGES[r.path]!) : placeholder('/sign/in'),
          })),
        },
        { path: '/sign/out', lazy: withAntd(SIGN_PAGES['/sign/out']!) },
        {
          Component: BareLayout,
          children: ERROR_STATUSES.map((status) => ({ path: `/error/${status}`, lazy: errorPage(status) })),
        },
        {
          path: '/portal',
          Component: PortalLayout,
          children: [
            { index: true, lazy: withAntd(PORTAL_PAGES['']!) },
            ...PORTAL_ROUTES.map((r) => ({
              path: r.path,
              handle: titled(r),
              lazy: PORTAL_PAGES[r.path] ? withAntd(PORTAL_PAGES[r.path]!) : placeholder('/portal'),
            })),
            // The portal's own copies of two console pages (its header links to them).
            {
              path: 'notice/list',
              handle: { title: { label: 'menu.notice.list' } },
              lazy: withAntd(PORTAL_PAGES['notice/list']!),
            },
            {
              path: 'profile/attribute',
              handle: { title: { label: 'menu.profile' } },
              lazy: withAntd(PORTAL_PAGES['profile/attribute']!),
            },
          ],
        },
        {
          id: PROTECTED_ROUTE_ID,
          loader: requireSession,
          children: [
            // Lazy: the public portal never downloads the console's layouts and home.
            { lazy: mainLayout, children: [{ index: true, lazy: consoleHome }] },
            { id: CONSOLE_ROUTE_ID, lazy: consoleLayout, children: [] },
          ],
        },
        { Component: BareLayout, children: [{ path: '*', loader: notFound, lazy: errorPage(404) }] },
      ],
    },
  ];
}
