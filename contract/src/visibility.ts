// Menu visibility rules of spec §6, as data plus one evaluator, so the header, the sidebars and
// their table test share a single definition. The server still decides access; these only hide.

import { LEVEL_WITHOUT_SUMMARY } from './constants.ts';
import type { Authority, Grade, InstitutionGroup, OrgType } from './enums.ts';
import { institutionGroupOf } from './enums.ts';

/** The parts of a session that visibility depends on. */
export type Viewer = {
  org: { type: OrgType; grades: readonly Grade[]; has_shortcut: boolean; level: number | null };
  authorities: readonly Authority[];
};

/** A rule is a conjunction of conditions; an absent condition always holds. */
export type VisibilityRule = {
  /** Hidden when the org grades include NOT_APPLICABLE. */
  reserveOnly?: boolean;
  /** Hidden when the org grades include NORMAL_SEED (the ledger list entry). */
  notNormalSeed?: boolean;
  /** Needs org.has_shortcut (green channel). */
  shortcut?: boolean;
  /** Hidden for level-3 offices (the monthly summary). */
  notCountyLevel?: boolean;
  /** Needs this authority. */
  authority?: Authority;
  /** Hidden from holders of this authority (the auditor changes nothing, DESIGN §9). */
  notAuthority?: Authority;
  /** Shown only when the viewer's institution group is this one (information-management groups). */
  group?: InstitutionGroup;
  /** Shown only to these org types. */
  types?: readonly OrgType[];
};

/**
 * The auditor looks and changes nothing (DESIGN §9): the server refuses its changes at the door,
 * and offers it no action or tool that would change anything.
 */
export const changesNothing = (viewer: { authorities: readonly Authority[] }): boolean =>
  viewer.authorities.includes('AUDITOR');

export function isVisible(rule: VisibilityRule | undefined, viewer: Viewer): boolean {
  if (!rule) return true;
  const { org } = viewer;
  if (rule.reserveOnly && org.grades.includes('NOT_APPLICABLE')) return false;
  if (rule.notNormalSeed && org.grades.includes('NORMAL_SEED')) return false;
  if (rule.shortcut && !org.has_shortcut) return false;
  if (rule.notCountyLevel && org.level === LEVEL_WITHOUT_SUMMARY) return false;
  if (rule.authority && !viewer.authorities.includes(rule.authority)) return false;
  if (rule.notAuthority && viewer.authorities.includes(rule.notAuthority)) return false;
  if (rule.group && institutionGroupOf(org.type) !== rule.group) return false;
  if (rule.types && !rule.types.includes(org.type)) return false;
  return true;
}

export const HEADER_ITEMS = [
  { key: 'home', path: '/' },
  { key: 'government', path: '/company/government' },
  { key: 'professional', path: '/intermediary/organization' },
  { key: 'data', path: '/widget/reorganizationList' },
  { key: 'management', path: '/management/mangementMenuList/list' },
  { key: 'portal', path: '/portal' },
  { key: 'signIn', path: '/sign/in' },
  { key: 'register', path: '/sign/pre-up' },
  { key: 'notices', path: '/notice/list' },
  { key: 'profile', path: '/profile/attribute' },
  { key: 'exit', path: '/sign/out' },
] as const;
export type HeaderItemKey = (typeof HEADER_ITEMS)[number]['key'];

const GOVERNMENT_TYPES: readonly OrgType[] = ['FINANCIAL', 'FUNCTIONAL'];

/** Header navigation of spec §2 with the rules of §6; `null` is an anonymous visitor. */
export function headerItemVisible(key: HeaderItemKey, viewer: Viewer | null): boolean {
  if (viewer === null) return key === 'portal' || key === 'signIn' || key === 'register';
  const { org } = viewer;
  switch (key) {
    case 'home':
    case 'government':
    case 'portal':
    case 'notices':
    case 'profile':
    case 'exit':
      return true;
    case 'professional':
    case 'data':
      return GOVERNMENT_TYPES.includes(org.type) || !org.grades.includes('NOT_APPLICABLE');
    case 'management':
      return org.type === 'FINANCIAL' || viewer.authorities.includes('ADMIN');
    case 'signIn':
    case 'register':
      return false;
  }
}

/** The user dropdown: personal centre, system management (ADMIN only), exit. */
export function userMenuItems(viewer: Viewer): Array<'profile' | 'management' | 'exit'> {
  return viewer.authorities.includes('ADMIN') ? ['profile', 'management', 'exit'] : ['profile', 'exit'];
}
