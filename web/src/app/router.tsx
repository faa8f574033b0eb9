// The browser router (history mode under /oa) and the session flow of spec §4 wired into it:
// protected routes wait for the session check; an anonymous visitor goes to /sign/in with the
// way back; once signed in, the role's routes are registered once, then navigation continues.
import { BASE_PATH, isPublicPath, type Viewer } from '@portal/contract';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { appPath, signInPath, trackPreviousRoute } from '../session/navigation';
import { type OrgInfo, viewerOf } from '../session/orgInfo';
import { createRouteRegistry } from './registry';
import { appRoutes, CONSOLE_ROUTE_ID } from './routes';
import { ensureSession } from './session';
import { trackFeatureUsage } from './usage';

const BASENAME = BASE_PATH.replace(/\/$/, '');
type Registry = ReturnType<typeof createRouteRegistry<RouteObject>>;

function targetOf(request: Request): string {
  const url = new URL(request.url);
  return appPath(url.pathname) + url.search;
}

// The console's page tables are a chunk of their own, fetched once a session exists.
let roleRoutes: ((viewer: Viewer) => RouteObject[]) | null = null;

/** Registers the viewer's routes; another user in this tab starts afresh with a full load. */
async function register(
  registry: Registry,
  info: OrgInfo,
  patch: (routes: RouteObject[]) => void,
  target: string,
) {
  roleRoutes ??= (await import('./roleRoutes')).roleRoutes;
  if (registry.register(viewerOf(info), patch) === 'changed') window.location.assign(BASENAME + target);
}

export function createAppRouter() {
  const registry = createRouteRegistry((viewer) => roleRoutes!(viewer));
  const router = createBrowserRouter(
    appRoutes({
      async requireSession({ request }: LoaderFunctionArgs) {
        const target = targetOf(request);
        const info = await ensureSession();
        if (!info) throw redirect(signInPath(target));
        await register(registry, info, (routes) => router.patchRoutes(CONSOLE_ROUTE_ID, routes), target);
        return info;
      },
      // Unknown to the table: sign-in first for a protected path, else the 404 page.
      async notFound({ request }: LoaderFunctionArgs) {
        const target = targetOf(request);
        if (isPublicPath(appPath(new URL(request.url).pathname))) return null;
        if (!(await ensureSession())) throw redirect(signInPath(target));
        return null;
      },
    }),
    {
      basename: BASENAME,
      // Runs when a path matches nothing but the 404 route: a deep link to a role page before the
      // role's routes exist. The session flow registers them, and matching continues.
      async patchRoutesOnNavigation({ path, patch }) {
        const app = appPath(path.split('?')[0] ?? path);
        if (isPublicPath(app) || registry.isRegistered) return;
        const info = await ensureSession();
        if (info) await register(registry, info, (routes) => patch(CONSOLE_ROUTE_ID, routes), app);
      },
    },
  );
  trackPreviousRoute(router);
  trackFeatureUsage(router);
  return router;
}
