// The institution route set (spec §2 "Institution-side routes", §6 "Institution sidebar").
import { INSTITUTION_GROUPS } from '../enums.ts';
import { FINANCIER_TYPES } from '../financing.ts';
import { enterpriseDataGroup } from './shared.ts';
import type { MenuGroup, MenuItem } from './types.ts';
import { entry, group, HOT_ISSUES_ENTRY, hidden, RESERVE } from './types.ts';

/**
 * Information management, one group per institution type group (my information and historical
 * versions), shown only to users whose org type falls in that group; the intermediary group also
 * has the intermediary information review.
 */
export const INSTITUTION_INFO_GROUPS: readonly MenuGroup[] = INSTITUTION_GROUPS.map((g) =>
  group(
    `info-${g}`,
    `menu.group.info.${g}`,
    [
      entry(`/${g}/profile`, 'menu.institution.myProfile'),
      entry(`/${g}/history`, 'menu.institution.myHistory'),
      ...(g === 'intermediary'
        ? [
            entry('/workflow/intermediary/process', 'menu.workflow.intermediary', {
              keepAlive: true,
            }),
            // Their client enterprises' stages, from the ledgers naming them (issue 16 home card).
            hidden('/intermediary/clients', 'menu.institution.clients', { keepAlive: true }),
          ]
        : []),
    ],
    { group: g },
  ),
);

export const INSTITUTION_MENU: readonly MenuItem[] = [
  ...INSTITUTION_INFO_GROUPS,
  // The enterprise information list and the other services need grades without NOT_APPLICABLE.
  entry('/company/government', 'menu.company.government', {
    visible: RESERVE,
    keepAlive: true,
  }),
  // Government services stay in the header for everyone (spec §6), so the page stays routable.
  hidden('/company/government', 'menu.company.government', { keepAlive: true }),
  entry('/intermediary/organization', 'menu.professional', {
    visible: RESERVE,
    keepAlive: true,
  }),
  entry('/ipo/IpoItemIndex', 'menu.ipo.itemIndex', { visible: RESERVE }),
  entry('/hotIssues/hotIssues', 'menu.hotIssues', HOT_ISSUES_ENTRY),
  entry('/lawLibrary/lawLibrary_ent', 'menu.data.lawLibrary', {
    visible: RESERVE,
    keepAlive: true,
  }),
  entry('/widget_ent/ipoStatistics_case', 'menu.data.ipoCase', {
    visible: RESERVE,
    keepAlive: true,
  }),
  enterpriseDataGroup(RESERVE),
  // Investors and banks take part in matching and roadshows (issue 12 §2, §3): the spec's
  // institution routes name none, so the enterprise and government paths serve them too.
  group(
    'investment',
    'menu.group.investment',
    [
      entry('/investmentFinancing/informationList', 'menu.investment.informationList', { keepAlive: true }),
      hidden('/investmentFinancing/informationEdit', 'menu.investment.informationEdit'),
      entry('/investmentFinancing/preference', 'menu.investment.preference'),
      entry('/investmentFinancing/roadShowPlatform', 'menu.investment.roadShowPlatform'),
    ],
    { types: FINANCIER_TYPES },
  ),
];
