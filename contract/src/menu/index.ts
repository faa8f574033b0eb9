// Menu configuration per role set and the pure functions that filter it for one viewer. The web
// registers `routesFor(viewer)` once after sign-in and draws `sidebarFor(viewer)`; both come from
// the same tables so a sidebar entry always has a route and a hidden entry never has one.
import { type RoleSet, roleSetOf } from '../enums.ts';
import { isVisible, type Viewer } from '../visibility.ts';
import { ADMIN_MENU, AUDITOR_MENU } from './admin.ts';
import { ENTERPRISE_MENU } from './enterprise.ts';
import { FUNCTIONAL_MENU } from './functional.ts';
import { GOVERNMENT_MENU, GOVERNMENT_TOOLS } from './government.ts';
import { INSTITUTION_MENU } from './institution.ts';
import { PORTAL_ROUTES, PORTAL_TABS } from './portal.ts';
import { isPublicPath, PUBLIC_SIGN_ROUTES, SHARED_ROUTES } from './shared.ts';
import type { MenuEntry, MenuGroup, MenuItem, MenuLabel, RouteEntry } from './types.ts';
import { isGroup } from './types.ts';

export * from './admin.ts';
export * from './enterprise.ts';
export * from './functional.ts';
export * from './government.ts';
export * from './institution.ts';
export * from './portal.ts';
export * from './shared.ts';
export * from './types.ts';

export const ROLE_MENUS: Readonly<Record<RoleSet, readonly MenuItem[]>> = {
  enterprise: ENTERPRISE_MENU,
  financial: GOVERNMENT_MENU,
  functional: FUNCTIONAL_MENU,
  institution: INSTITUTION_MENU,
};

/** The tables a viewer's routes come from: the org type's set, plus the admin set with ADMIN and the auditor set with AUDITOR. */
export function menusOf(viewer: Viewer): readonly MenuItem[] {
  const own = ROLE_MENUS[roleSetOf(viewer.org.type)];
  const admin = viewer.authorities.includes('ADMIN') ? ADMIN_MENU : [];
  const auditor = viewer.authorities.includes('AUDITOR') ? AUDITOR_MENU : [];
  return [...own, ...admin, ...auditor];
}

const label = ({ label, labelArgs }: MenuLabel): MenuLabel => (labelArgs ? { label, labelArgs } : { label });

/** The viewer's sidebar: visible groups and entries, route-only entries left out, empty groups dropped. */
export function sidebarFor(viewer: Viewer): MenuItem[] {
  const shown = (e: MenuEntry) => !e.hidden && isVisible(e.visible, viewer);
  const out: MenuItem[] = [];
  for (const item of menusOf(viewer)) {
    if (!isGroup(item)) {
      if (shown(item)) out.push(item);
      continue;
    }
    if (!isVisible(item.visible, viewer)) continue;
    const children = item.children.filter(shown);
    if (children.length > 0) out.push({ ...item, children });
  }
  return out;
}

/**
 * Every console route the viewer may open, flat, each with its sidebar trail for the breadcrumb.
 * Outside links and public portal pages are not console routes; a path listed twice keeps its
 * first entry.
 */
export function routesFor(viewer: Viewer): RouteEntry[] {
  const byPath = new Map<string, RouteEntry>();
  const add = (e: MenuEntry, trail: readonly MenuLabel[]) => {
    if (e.link === 'blank' || isPublicPath(e.path) || byPath.has(e.path)) return;
    if (isVisible(e.visible, viewer)) byPath.set(e.path, { ...e, crumbs: [...trail, label(e)] });
  };
  for (const item of menusOf(viewer)) {
    if (!isGroup(item)) add(item, []);
    else if (isVisible(item.visible, viewer))
      for (const child of item.children) add(item.later ? { ...child, later: true } : child, [label(item)]);
  }
  for (const e of SHARED_ROUTES) add(e, []);
  return [...byPath.values()];
}

/** What the system-management page lists: government tools and, with ADMIN, the admin groups. */
export function managementMenuFor(viewer: Viewer): MenuGroup[] {
  const out: MenuGroup[] = [];
  for (const g of [GOVERNMENT_TOOLS, ...ADMIN_MENU, ...AUDITOR_MENU]) {
    if (!isVisible(g.visible, viewer)) continue;
    const children = g.children.filter((e) => !e.hidden && isVisible(e.visible, viewer));
    if (children.length > 0) out.push({ ...g, children });
  }
  return out;
}

/** Every label key the tables use, for the web's translation completeness test. */
/**
 * Every console entry of every role table (and the shared routes), a later group's children
 * carrying its mark; the web holds its registered pages against this list.
 */
export function allConsoleEntries(): MenuEntry[] {
  const out: MenuEntry[] = [];
  for (const items of [
    ...Object.values(ROLE_MENUS),
    ADMIN_MENU,
    AUDITOR_MENU,
    [GOVERNMENT_TOOLS],
    SHARED_ROUTES,
  ])
    for (const item of items) {
      if (!isGroup(item)) out.push(item);
      else for (const child of item.children) out.push(item.later ? { ...child, later: true } : child);
    }
  return out.filter((e) => e.link !== 'blank' && !isPublicPath(e.path));
}

export function allMenuLabels(): MenuLabel[] {
  const labels: MenuLabel[] = [];
  const visit = (items: readonly MenuItem[]) => {
    for (const item of items) {
      labels.push(label(item));
      if (isGroup(item)) visit(item.children);
    }
  };
  for (const items of Object.values(ROLE_MENUS)) visit(items);
  visit(ADMIN_MENU);
  visit(AUDITOR_MENU);
  visit(SHARED_ROUTES);
  visit(PUBLIC_SIGN_ROUTES);
  visit(PORTAL_ROUTES);
  for (const tab of PORTAL_TABS) labels.push({ label: tab.label });
  return labels;
}
