// The enterprise route set and sidebar (spec §2 "Enterprise routes", §6 "Enterprise sidebar").

import { enterpriseDataGroup, workflowGroup } from './shared.ts';
import type { MenuItem } from './types.ts';
import { entry, group, HOT_ISSUES_ENTRY, hidden, laterGroup, RESERVE } from './types.ts';

/** Weekly, monthly and quarterly reports an enterprise files (spec §2 /report add/edit pages). */
export const ENTERPRISE_REPORT_KINDS = [
  'csrc',
  'major',
  'tutorial',
  'overseas',
  'golden',
  'sci',
  'silver',
] as const;

const kind = (k: string) => ({ kind: `reportKind.${k}` });

export const ENTERPRISE_MENU: readonly MenuItem[] = [
  // Company info and the IPO knowledge graph show whatever the grades (spec §6).
  group('companyInfo', 'menu.group.companyInfo', [
    entry('/company/router', 'menu.company.router'),
    entry('/company/history', 'menu.company.history'),
    hidden('/company/profile', 'menu.company.profile'),
    hidden('/company/create', 'menu.company.create'),
    hidden('/company/government', 'menu.company.government'),
  ]),
  entry('/ipo/IpoItemIndex', 'menu.ipo.itemIndex'),
  group(
    'ledger',
    'menu.group.ledger',
    [
      entry('/report/ledger', 'menu.report.ledger'),
      entry('/report/issue', 'menu.report.issue'),
      entry('/report/list', 'menu.report.list', {
        visible: { notNormalSeed: true },
        keepAlive: true,
      }),
      entry('/report/history', 'menu.report.history', { keepAlive: true }),
      ...ENTERPRISE_REPORT_KINDS.flatMap((k) => [
        hidden(`/report/${k}/add`, 'menu.report.add', { labelArgs: kind(k) }),
        hidden(`/report/${k}/edit`, 'menu.report.edit', { labelArgs: kind(k) }),
      ]),
      hidden('/report/issue/edit', 'menu.report.edit', { labelArgs: kind('issue') }),
      hidden('/report/issue/history', 'menu.report.issueHistory'),
    ],
    RESERVE,
  ),
  group(
    'greenChannel',
    'menu.group.greenChannel',
    [
      entry('/problem/list', 'menu.problem.list', { keepAlive: true }),
      hidden('/problem/edit', 'menu.problem.edit'),
    ],
    { reserveOnly: true, shortcut: true },
  ),
  group(
    'research',
    'menu.group.research',
    [
      entry('/research/list', 'menu.research.list', { keepAlive: true }),
      hidden('/research/detail', 'menu.research.detail'),
      entry('/research/record/list', 'menu.research.recordList', { keepAlive: true }),
      hidden('/research/record/detail', 'menu.research.recordDetail'),
    ],
    RESERVE,
  ),
  group(
    'notification',
    'menu.group.notification',
    [
      entry('/notification/list', 'menu.notification.list', { keepAlive: true }),
      hidden('/notification/detail', 'menu.notification.detail'),
      hidden('/notification/reply', 'menu.notification.reply'),
    ],
    RESERVE,
  ),
  group(
    'training',
    'menu.group.training',
    [
      entry('/training/list', 'menu.training.list', { keepAlive: true }),
      entry('/training/enroll/list', 'menu.training.enrollList', { keepAlive: true }),
      hidden('/training/training/detail', 'menu.training.detail'),
      // The college lives on the public portal: a full page load (spec §2 "Shared routes").
      entry('/portal/college', 'menu.training.college', { link: 'full' }),
    ],
    RESERVE,
  ),
  entry('/intermediary/organization', 'menu.professional', {
    visible: RESERVE,
    keepAlive: true,
  }),
  group(
    'knowledge',
    'menu.group.knowledge',
    [
      entry('/lawLibrary/lawLibrary_ent', 'menu.data.lawLibrary', { keepAlive: true }),
      entry('/widget_ent/ipoStatistics_case', 'menu.data.ipoCase', { keepAlive: true }),
    ],
    RESERVE,
  ),
  // The menu item loads the portal's hot issues anew (spec §2 "Shared routes"); the console page
  // /hotIssues/hotIssues shows the same questions inside the console.
  entry('/hotIssues/hotIssues', 'menu.hotIssues', HOT_ISSUES_ENTRY),
  group(
    'investment',
    'menu.group.investment',
    [
      entry('/investmentFinancing/eninformationList', 'menu.investment.informationList', { keepAlive: true }),
      hidden('/investmentFinancing/informationEdit', 'menu.investment.informationEdit'),
      hidden('/investmentFinancing/informationNewAdd', 'menu.investment.informationNewAdd'),
      entry('/investmentFinancing/roadShowPlatform', 'menu.investment.roadShowPlatform'),
      entry('/investmentFinancing/roadShowProject', 'menu.investment.roadShowProject'),
    ],
    RESERVE,
  ),
  enterpriseDataGroup(RESERVE),
  workflowGroup('enterprise'),
];
