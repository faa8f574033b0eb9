// Shapes of the menu configuration: one table per role set, each an ordered list of sidebar
// groups and entries. Labels are i18n keys of the web's `shell` namespace, so the contract carries
// no display text; `labelArgs` values are keys too (a report kind's name inside "…列表").
import type { VisibilityRule } from '../visibility.ts';

export type MenuLabel = { label: string; labelArgs?: Readonly<Record<string, string>> };

export type MenuEntry = MenuLabel & {
  /** Absolute path inside the app, without the /oa base. */
  path: string;
  /** Query the entry is reached with (e.g. user=admin for the /govt pages). */
  query?: string;
  visible?: VisibilityRule;
  /**
   * Built by a later release: opens the "not yet available" page. Every other entry has its page
   * registered by a web feature (web/src/app/features.test.ts holds both sides to this).
   */
  later?: true;
  /** List pages that keep filters, paging and scroll when the user returns from a detail. */
  keepAlive?: true;
  /** A route (detail, edit, header target) that the sidebar does not list. */
  hidden?: true;
  /** 'full': the menu item loads the page anew; 'blank': an outside site in a new window. */
  link?: 'full' | 'blank';
  /** Outside address of a 'blank' link; for a 'full' link, the in-app path it loads instead of `path`. */
  href?: string;
};

export type MenuGroup = MenuLabel & {
  /** Stable key for the sidebar's open state. */
  key: string;
  visible?: VisibilityRule;
  /** Every entry of the group is built by a later release (see MenuEntry.later). */
  later?: true;
  children: readonly MenuEntry[];
};

export type MenuItem = MenuEntry | MenuGroup;

export function isGroup(item: MenuItem): item is MenuGroup {
  return 'children' in item;
}

/** A routable page with the labels of its sidebar trail, for the router and the breadcrumb. */
export type RouteEntry = MenuEntry & { crumbs: readonly MenuLabel[] };

type Extra = Omit<MenuEntry, 'path' | 'label'>;

/** Builders keep the tables one line per entry. */
export const entry = (path: string, label: string, extra: Extra = {}): MenuEntry => ({
  path,
  label,
  ...extra,
});
export const hidden = (path: string, label: string, extra: Extra = {}): MenuEntry => ({
  path,
  label,
  hidden: true,
  ...extra,
});
export const group = (
  key: string,
  label: string,
  children: readonly MenuEntry[],
  visible?: VisibilityRule,
): MenuGroup => (visible ? { key, label, children, visible } : { key, label, children });

/** A group whose pages a later release builds; the release that builds them makes it a `group`. */
export const laterGroup = (...args: Parameters<typeof group>): MenuGroup => ({
  ...group(...args),
  later: true,
});

/** Rule shared by most enterprise and institution services: grades without NOT_APPLICABLE. */
export const RESERVE: VisibilityRule = { reserveOnly: true };

/**
 * The hot-issues menu item of enterprises and institutions: it loads the portal's page anew
 * (spec §2 "Shared routes"), while its own path stays a console page with the same content.
 */
export const HOT_ISSUES_ENTRY = {
  visible: RESERVE,
  link: 'full',
  href: '/portal/hotIssues',
  keepAlive: true,
} as const;
