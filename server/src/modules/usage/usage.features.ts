// The features whose entry is counted: every console route of the menu tables, so a client
// cannot fill the statistics with made-up paths.
import {
  ADMIN_MENU,
  AUDITOR_MENU,
  isGroup,
  type MenuItem,
  ROLE_MENUS,
  SHARED_ROUTES,
} from '@portal/contract';

function paths(items: readonly MenuItem[]): string[] {
  return items.flatMap((item) =>
    isGroup(item) ? paths(item.children) : item.link === 'blank' ? [] : [item.path],
  );
}

const FEATURES = new Set([
  '/',
  ...Object.values(ROLE_MENUS).flatMap(paths),
  ...paths(ADMIN_MENU),
  ...paths(AUDITOR_MENU),
  ...paths(SHARED_ROUTES),
]);

export const isKnownFeature = (path: string): boolean => FEATURES.has(path);
