// The financial office (government) route set and sidebar (spec §2 "Government routes", §6).
import { INSTITUTION_GROUPS } from '../enums.ts';
import { GOVERNMENT_DATA_GROUP, workflowGroup } from './shared.ts';
import type { MenuGroup, MenuItem } from './types.ts';
import { entry, group, hidden, laterGroup } from './types.ts';

/** Kinds whose list, edit and issue pages the government side has (spec §2 /report). */
export const GOVERNMENT_REPORT_KINDS = [
  'csrc',
  'major',
  'tutorial',
  'overseas',
  'golden',
  'sci',
  'silver',
  'brief',
  'summary',
] as const;

function reportPages(k: (typeof GOVERNMENT_REPORT_KINDS)[number]) {
  const labelArgs = { kind: `reportKind.${k}` };
  // Level-3 (county) offices do not compile the city monthly summary (spec §6, §9).
  const visible = k === 'summary' ? { notCountyLevel: true } : undefined;
  return [
    entry(`/report/${k}/list`, 'menu.report.kindList', { labelArgs, visible, keepAlive: true }),
    hidden(`/report/${k}/edit`, 'menu.report.edit', { labelArgs, visible }),
    hidden(`/report/${k}/issue`, 'menu.report.kindIssue', { labelArgs, visible }),
  ];
}

/** Screens the spec names only by title; they sit with the system-management entries. */
export const GOVERNMENT_TOOLS: MenuGroup = group(
  'governmentTools',
  'menu.group.governmentTools',
  [
    // Saved per list for everyone, so only administrators change it.
    entry('/company/exportConfig', 'menu.company.exportConfig', {
      visible: { authority: 'ADMIN' },
    }),
    entry('/company/gradeChange', 'menu.company.gradeChange'),
    entry('/company/industryTags', 'menu.company.industryTags'),
  ],
  // Changing grades and tags: a financial office's people, not its auditor (who changes nothing).
  { types: ['FINANCIAL'], notAuthority: 'AUDITOR' },
);

export const GOVERNMENT_MENU: readonly MenuItem[] = [
  group('companyInfo', 'menu.group.companyInfo', [
    entry('/company/list', 'menu.company.list', { keepAlive: true }),
    entry('/company/audit', 'menu.company.audit', { keepAlive: true }),
    entry('/company/menuList', 'menu.company.menuList'),
    hidden('/company/government', 'menu.company.government'),
    hidden('/company/profile', 'menu.company.profile'),
    hidden('/company/history', 'menu.company.history'),
  ]),
  group(
    'institutionLibrary',
    'menu.group.institutionLibrary',
    INSTITUTION_GROUPS.flatMap((g) => [
      entry(`/${g}/list`, `menu.institution.${g}`, { keepAlive: true }),
      hidden(`/${g}/organization`, 'menu.institution.organization', {
        labelArgs: { type: `menu.institution.${g}` },
      }),
      hidden(`/${g}/profile`, 'menu.institution.profile', {
        labelArgs: { type: `menu.institution.${g}` },
      }),
      hidden(`/${g}/history`, 'menu.institution.history', {
        labelArgs: { type: `menu.institution.${g}` },
      }),
    ]),
  ),
  group('orgManagement', 'menu.group.orgManagement', [
    entry('/org/intermediary/list', 'menu.org.intermediary', { keepAlive: true }),
    entry('/org/investment/list', 'menu.org.investment', { keepAlive: true }),
    entry('/org/other/list', 'menu.org.other', { keepAlive: true }),
  ]),
  group('ledger', 'menu.group.ledger', [
    entry('/report/ledger/board', 'menu.report.ledgerBoard', { keepAlive: true }),
    hidden('/report/ledger/detail', 'menu.report.ledgerDetail'),
    ...GOVERNMENT_REPORT_KINDS.flatMap(reportPages),
    entry('/report/history', 'menu.report.history', { keepAlive: true }),
  ]),
  group('greenChannel', 'menu.group.greenChannel', [
    entry('/problem/mgr/list', 'menu.problem.mgrList', { keepAlive: true }),
    entry('/problem/todoList', 'menu.problem.todoList', { keepAlive: true }),
    hidden('/problem/mgr/edit', 'menu.problem.edit'),
    hidden('/problem/detail', 'menu.problem.detail'),
    hidden('/problem/handle', 'menu.problem.handle'),
    hidden('/problem/transfer', 'menu.problem.transfer'),
    hidden('/problem/assign', 'menu.problem.assign'),
  ]),
  group('research', 'menu.group.research', [
    entry('/research/list', 'menu.research.list', { keepAlive: true }),
    hidden('/research/detail', 'menu.research.detail'),
    hidden('/research/edit', 'menu.research.edit'),
    entry('/research/record/list', 'menu.research.recordList', { keepAlive: true }),
    hidden('/research/record/detail', 'menu.research.recordDetail'),
    hidden('/research/record/edit', 'menu.research.recordEdit'),
  ]),
  group('training', 'menu.group.training', [
    entry('/training/list', 'menu.training.list', { keepAlive: true }),
    hidden('/training/detail', 'menu.training.detail'),
    hidden('/training/training', 'menu.training.edit'),
    entry('/training/enroll/list', 'menu.training.enrollList', { keepAlive: true }),
    hidden('/training/enroll/detail', 'menu.training.enrollDetail'),
  ]),
  group('notification', 'menu.group.notification', [
    entry('/notification/list', 'menu.notification.list', { keepAlive: true }),
    entry('/notification/send', 'menu.notification.send'),
    hidden('/notification/detail', 'menu.notification.detail'),
    hidden('/notification/reply', 'menu.notification.reply'),
  ]),
  group('investment', 'menu.group.investment', [
    entry('/investmentFinancing/informationList', 'menu.investment.informationList', { keepAlive: true }),
    hidden('/investmentFinancing/informationEdit', 'menu.investment.informationEdit'),
    hidden('/investmentFinancing/informationNewAdd', 'menu.investment.informationNewAdd'),
    entry('/investmentFinancing/roadShowPlatform', 'menu.investment.roadShowPlatform'),
    entry('/investmentFinancing/roadShowPlatform2', 'menu.investment.roadShowPlatform2'),
  ]),
  entry('/widget/IpoItemIndex', 'menu.knowledgeGraph'),
  entry('/widget/hotIssues', 'menu.hotIssues', { keepAlive: true }),
  GOVERNMENT_DATA_GROUP,
  workflowGroup('government'),
  GOVERNMENT_TOOLS,
];
