// Pages are lazy-loaded per route (STYLE §11). `IMPLEMENTED` maps the menu entries marked
// `implemented` in the contract to their page; every other entry opens the placeholder.
import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import type { ErrorStatus } from '../features/error/ErrorPage';

type Lazy = LazyRouteFunction<RouteObject>;

const page =
  (load: () => Promise<{ default: ComponentType }>): Lazy =>
  async () => ({ Component: (await load()).default });

export const signInPage = page(() => import('../features/sign/SignInPage'));
export const signOutPage = page(() => import('../features/sign/SignOutPage'));
export const noticeListPage = page(() => import('../features/notice/NoticeListPage'));
export const profilePage = page(() => import('../features/profile/ProfilePage'));

export function errorPage(status: ErrorStatus): Lazy {
  return async () => {
    const { default: ErrorPage } = await import('../features/error/ErrorPage');
    return { element: <ErrorPage status={status} /> };
  };
}

export const IMPLEMENTED: Readonly<Record<string, Lazy>> = {
  '/notice/list': noticeListPage,
  '/profile/attribute': profilePage,
  '/management/mangementMenuList/list': page(() => import('./management/ManagementMenuPage')),
  '/management/openapi': page(() => import('../features/management/OpenApiPage')),
  '/management/loginLocks': page(() => import('../features/management/LoginLocksPage')),
};
