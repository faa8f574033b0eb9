// What a route record carries for the shell: its title (placeholder page, document), the
// breadcrumb trail from the menu tables, and whether it is kept alive; and the signed-in user the
// protected route's loader holds.
import type { MenuLabel } from '@portal/contract';
import { type UIMatch, useMatches, useRouteLoaderData } from 'react-router';
import type { OrgInfo } from './orgInfo';

/** The route whose loader holds the signed-in user (its own module: the route table needs it
 * without loading the console layout, which the public portal never downloads). */
export const PROTECTED_ROUTE_ID = 'protected';

export type RouteHandle = { title?: MenuLabel; crumbs?: readonly MenuLabel[]; keepAlive?: boolean };

export function handleOf(match: UIMatch | undefined): RouteHandle {
  return (match?.handle ?? {}) as RouteHandle;
}

/** The deepest matched route's handle. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  return handleOf(matches.at(-1));
}

/** The signed-in user, inside the console (below the protected route). */
export function useSignedIn(): OrgInfo {
  return useRouteLoaderData(PROTECTED_ROUTE_ID) as OrgInfo;
}
