// The route tables: static public and shared routes, and the role routes built from the
// contract menu (registered under the console layout once signed in).
import {
  ERROR_STATUSES,
  type MenuEntry,
  PORTAL_ROUTES,
  PUBLIC_SIGN_ROUTES,
  routesFor,
  type Viewer,
} from '@portal/contract';
import type { LazyRouteFunction, LoaderFunction, RouteObject } from 'react-router';
import type { ErrorStatus } from '../features/error/ErrorPage';
import { PROTECTED_ROUTE_ID, type RouteHandle } from '../session/handle';
import { CONSOLE_PAGES, PORTAL_PAGES, SIGN_PAGES } from './features';
import { BareLayout } from './layouts/BareLayout';
import { PortalLayout } from './layouts/PortalLayout';
import { FullPageLoading, RootShell } from './RootShell';
import { RouteError } from './RouteError';

export const CONSOLE_ROUTE_ID = 'console';

const mainLayout = async () => ({ Component: (await import('./layouts/MainLayout')).MainLayout });
const consoleLayout = async () => ({ Component: (await import('./layouts/ConsoleLayout')).ConsoleLayout });
const consoleHome = async () => ({ Component: (await import('./home/HomePage')).default });
// Lazy as well: the sign layout's card (with the tabs and skeleton it brings) and the placeholder's
// result illustrations are not part of the public portal's first load.
const signLayout = async () => ({ Component: (await import('./layouts/SignLayout')).SignLayout });

function errorPage(status: ErrorStatus): LazyRouteFunction<RouteObject> {
  return async () => {
    const { default: ErrorPage } = await import('../features/error/ErrorPage');
    return { element: <ErrorPage status={status} /> };
  };
}

const titled = (e: MenuEntry): RouteHandle => ({ title: { label: e.label, labelArgs: e.labelArgs } });
const placeholder =
  (home?: string): LazyRouteFunction<RouteObject> =>
  async () => {
    const { default: PlaceholderPage } = await import('../features/placeholder/PlaceholderPage');
    return { element: <PlaceholderPage home={home} /> };
  };

/** The viewer's console routes; an entry without a registered page opens the placeholder. */
export function roleRoutes(viewer: Viewer): RouteObject[] {
  return routesFor(viewer).map((r) => {
    const handle: RouteHandle = {
      title: { label: r.label, labelArgs: r.labelArgs },
      crumbs: r.crumbs,
      keepAlive: Boolean(r.keepAlive),
    };
    return { path: r.path, handle, lazy: CONSOLE_PAGES[r.path] ?? placeholder() };
  });
}

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
            lazy: SIGN_PAGES[r.path] ?? placeholder('/sign/in'),
          })),
        },
        { path: '/sign/out', lazy: SIGN_PAGES['/sign/out'] },
        {
          Component: BareLayout,
          children: ERROR_STATUSES.map((status) => ({ path: `/error/${status}`, lazy: errorPage(status) })),
        },
        {
          path: '/portal',
          Component: PortalLayout,
          children: [
            { index: true, lazy: PORTAL_PAGES[''] },
            ...PORTAL_ROUTES.map((r) => ({
              path: r.path,
              handle: titled(r),
              lazy: PORTAL_PAGES[r.path] ?? placeholder('/portal'),
            })),
            // The portal's own copies of two console pages (its header links to them).
            {
              path: 'notice/list',
              handle: { title: { label: 'menu.notice.list' } },
              lazy: PORTAL_PAGES['notice/list'],
            },
            {
              path: 'profile/attribute',
              handle: { title: { label: 'menu.profile' } },
              lazy: PORTAL_PAGES['profile/attribute'],
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
