// Navigation memory of spec §2 kept in sessionStorage: the previous route (for the back
// helper), the selected header menu index and the chosen portal tab.
import { BASE_PATH, HEADER_ITEMS, STORAGE_KEYS } from '@portal/contract';

/** The app path of a browser path: /oa/notice/list → /notice/list. */
export function appPath(pathname: string): string {
  const base = BASE_PATH.replace(/\/$/, '');
  if (pathname === base) return '/';
  return pathname.startsWith(BASE_PATH) ? pathname.slice(base.length) : pathname;
}

/** Where an anonymous visitor is sent: the sign-in page, with the way back. */
export function signInPath(target: string): string {
  return target && target !== '/' ? `/sign/in?redirect=${encodeURIComponent(target)}` : '/sign/in';
}

export function rememberPreviousRoute(previous: string, storage: Storage = sessionStorage): void {
  storage.setItem(STORAGE_KEYS.previousRoute, previous);
}

export function previousRoute(storage: Storage = sessionStorage): string | null {
  return storage.getItem(STORAGE_KEYS.previousRoute) || null;
}

type Located = { location: { pathname: string; search: string } };
type Subscribable = Located & { subscribe(listener: (state: Located) => void): () => void };

/**
 * Remembers the location being left on every navigation. It listens to the router itself, so the
 * value is stored before the new page renders (a page can offer "back" on its first render).
 */
export function trackPreviousRoute(
  router: { state: Located; subscribe: Subscribable['subscribe'] },
  storage: Storage = sessionStorage,
) {
  const pathOf = (state: Located) => appPath(state.location.pathname) + state.location.search;
  let current = pathOf(router.state);
  return router.subscribe((state) => {
    const next = pathOf(state);
    if (next === current) return;
    rememberPreviousRoute(current, storage);
    current = next;
  });
}

/** Goes to the remembered previous route; with none stored it logs an error (spec §2) and stays. */
export function goBack(navigate: (to: string) => void, storage: Storage = sessionStorage): boolean {
  const previous = previousRoute(storage);
  if (!previous) {
    console.error('goBack: no previous route is stored');
    return false;
  }
  navigate(previous);
  return true;
}

export function storeHeaderIndex(index: number, storage: Storage = sessionStorage): void {
  storage.setItem(STORAGE_KEYS.headerMenuIndex, String(index));
}

/**
 * The header item to highlight: the one whose target is the current path, else the one chosen
 * last (a page under "data services" keeps that tab lit), else none.
 */
export function headerIndexFor(pathname: string, storage: Storage = sessionStorage): number | null {
  const exact = HEADER_ITEMS.findIndex((item) => item.path === pathname);
  if (exact >= 0) return exact;
  const stored = Number.parseInt(storage.getItem(STORAGE_KEYS.headerMenuIndex) ?? '', 10);
  return Number.isInteger(stored) && stored >= 0 && stored < HEADER_ITEMS.length ? stored : null;
}

export function storePortalTab(key: string, storage: Storage = sessionStorage): void {
  storage.setItem(STORAGE_KEYS.portalTab, key);
}

export function storedPortalTab(storage: Storage = sessionStorage): string | null {
  return storage.getItem(STORAGE_KEYS.portalTab);
}
