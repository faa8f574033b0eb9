// The public portal (spec §2 "Portal header", "Portal routes under /portal").
import type { MenuEntry } from './types.ts';
import { entry } from './types.ts';

/** Pages under /portal, relative paths; the home page is the index. */
export const PORTAL_ROUTES: readonly MenuEntry[] = [
  entry('newsOne', 'portal.route.newsOne'),
  entry('newsTwo', 'portal.route.newsTwo'),
  entry('news-details', 'portal.route.newsDetails'),
  entry('dynamic', 'portal.route.dynamic'),
  entry('dynamic/dynamicDetail', 'portal.route.dynamicDetail'),
  entry('policys', 'portal.route.policys'),
  entry('policys_details', 'portal.route.policysDetails'),
  entry('policy', 'portal.route.policy'),
  entry('policy/content', 'portal.route.policyContent'),
  entry('work/dynamic', 'portal.route.workDynamic'),
  entry('financing/dynamic', 'portal.route.financingDynamic'),
  entry('listedCollege', 'portal.route.listedCollege'),
  entry('college', 'portal.route.college'),
  entry('breedingBase', 'portal.route.breedingBase'),
  entry('greenChannel', 'portal.route.greenChannel'),
  entry('greenChannelThird', 'portal.route.greenChannelThird'),
  entry('greenChannelComponent', 'portal.route.greenChannelComponent'),
  entry('company', 'portal.route.company'),
  entry('seedCompanies', 'portal.route.seedCompanies'),
  entry('listedCenter', 'portal.route.listedCenter'),
  entry('laws', 'portal.route.laws'),
  entry('hotIssues', 'portal.route.hotIssues'),
  entry('hotIssuesDetail', 'portal.route.hotIssuesDetail'),
  // Not in the spec's list: the knowledge graph of issue 4 §2, for every visitor.
  entry('knowledge', 'portal.route.knowledge'),
  // Not in the spec's list: the search across published portal content (issue 4 §1).
  entry('search', 'portal.route.search'),
];

/** Header tabs: home, six sections of the home page (reached by refName), about us. */
export type PortalTab = { key: string; label: string; to: 'home' | 'section' | 'about' };
export const PORTAL_TABS: readonly PortalTab[] = [
  { key: 'home', label: 'portal.tab.home', to: 'home' },
  { key: 'government', label: 'portal.tab.government', to: 'section' },
  { key: 'professional', label: 'portal.tab.professional', to: 'section' },
  { key: 'data', label: 'portal.tab.data', to: 'section' },
  { key: 'base', label: 'portal.tab.base', to: 'section' },
  { key: 'institution', label: 'portal.tab.institution', to: 'section' },
  { key: 'cultivation', label: 'portal.tab.cultivation', to: 'section' },
  { key: 'about', label: 'portal.tab.about', to: 'about' },
];

/**
 * Where a tab leads. Section tabs go to /portal/ with refName and a params flag that alternates
 * 0 and 1 (spec §4), so that choosing the same tab again still changes the address and the home
 * page scrolls to the section again.
 */
export function portalTabTarget(tab: PortalTab, currentParams: string | null): string {
  if (tab.to === 'home') return '/portal';
  if (tab.to === 'about') return '/portal/listedCenter';
  const params = currentParams === '0' ? '1' : '0';
  return `/portal/?params=${params}&refName=${tab.key}`;
}
