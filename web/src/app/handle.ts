// What a route record carries for the shell: its title (placeholder page, document), the
// breadcrumb trail from the menu tables, and whether it is kept alive.
import type { MenuLabel } from '@portal/contract';
import type { TFunction } from 'i18next';
import { type UIMatch, useMatches } from 'react-router';

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

/** A menu label in the current language; its arguments are keys too (a report kind's name). */
export function menuText(t: TFunction, { label, labelArgs }: MenuLabel): string {
  const args: Record<string, string> = {};
  for (const [name, key] of Object.entries(labelArgs ?? {})) args[name] = t(key, { ns: 'shell' });
  return t(label, { ns: 'shell', ...args });
}
