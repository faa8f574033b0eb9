// The viewer's console routes from the contract menu, each opening its feature's page. A chunk of
// its own with the console's page tables (features.ts), loaded by the session flow (router.tsx).
import { routesFor, type Viewer } from '@portal/contract';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../session/handle';
import { CONSOLE_PAGES } from './features';
import { placeholder } from './routes';

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
