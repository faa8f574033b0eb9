// The administrator's set (spec §2 "System management", "Portal maintenance", "Government
// approval"; §6 "Admin"): every entry needs the ADMIN authority.
import type { MenuEntry, MenuGroup } from './types.ts';
import { entry, group, hidden } from './types.ts';

const ADMIN = { authority: 'ADMIN' } as const;

/** One article-maintenance screen (portal articles): its list, edit and preview pages. */
function articleScreen(name: string): MenuEntry[] {
  const item = { labelArgs: { item: `menu.portalAdmin.${name}` } };
  return [
    entry(`/portal/management/${name}`, `menu.portalAdmin.${name}`, { keepAlive: true }),
    hidden(`/portal/management/${name}/edit`, 'menu.portalAdmin.edit', item),
    hidden(`/portal/management/${name}/preview`, 'menu.portalAdmin.preview', item),
  ];
}

export const ADMIN_MENU: readonly MenuGroup[] = [
  group(
    'dictionaries',
    'menu.group.dictionaries',
    [
      entry('/management/industry/list', 'menu.management.industry', { keepAlive: true }),
      entry('/management/strategic/list', 'menu.management.strategic', {
        keepAlive: true,
      }),
      entry('/management/area/list', 'menu.management.area', { keepAlive: true }),
    ],
    ADMIN,
  ),
  group(
    'organisations',
    'menu.group.organisations',
    [
      entry('/management/org/list', 'menu.management.orgList', { keepAlive: true }),
      hidden('/management/org/add', 'menu.management.orgAdd'),
      hidden('/management/org/editor', 'menu.management.orgEditor'),
    ],
    ADMIN,
  ),
  // The spec gives user/enterprise/list twice (mismatched enterprises under organisations,
  // enterprise users under users); one path is one page, listed here once.
  group(
    'users',
    'menu.group.users',
    [
      entry('/management/user/list', 'menu.management.userList', { keepAlive: true }),
      entry('/management/user/enterprise/list', 'menu.management.enterpriseUserList', {
        keepAlive: true,
      }),
      hidden('/management/user/enterprise/edit', 'menu.management.enterpriseUserEdit'),
      hidden('/management/user/editor', 'menu.management.userEditor'),
      entry('/management/user/sessions', 'menu.management.sessions'),
    ],
    ADMIN,
  ),
  group(
    'systemTools',
    'menu.group.systemTools',
    [
      // Reached from the header and the user menu, not from the sidebar.
      hidden('/management/mangementMenuList/list', 'menu.management.menuList'),
      entry('/management/openapi', 'menu.management.openapi'),
      entry('/management/loginLocks', 'menu.management.loginLocks'),
      // Mail that SMTP did not deliver (or all of it, when none is configured): reset codes.
      entry('/management/outbox', 'menu.management.outbox'),
      // The background jobs' last outcomes, opened from the home's failed-jobs card (issue 16).
      hidden('/management/jobs', 'menu.management.jobs'),
      entry('/management/site', 'menu.management.site'),
      // The listing test's rule tables, read-only: revisions arrive as new versions in a release.
      entry('/management/listingTestRules', 'menu.management.listingTestRules'),
      entry('/management/sentiment', 'menu.management.sentiment'),
    ],
    ADMIN,
  ),
  group(
    'portalMaintenance',
    'menu.group.portalMaintenance',
    [
      ...articleScreen('problem'),
      entry('/portal/management/knowledge', 'menu.portalAdmin.knowledge', {
        keepAlive: true,
      }),
      hidden('/portal/management/knowledge/edit', 'menu.portalAdmin.edit', {
        labelArgs: { item: 'menu.portalAdmin.knowledge' },
      }),
      ...articleScreen('dynamic'),
      ...articleScreen('policy'),
      ...articleScreen('exchange'),
      // Screens for the other article categories the portal shows (issue 4 §2).
      ...['news', 'college', 'base', 'about'].flatMap((name) => articleScreen(name)),
      entry('/portal/management/hotProblem', 'menu.portalAdmin.hotProblem', {
        keepAlive: true,
      }),
      hidden('/portal/management/hotProblem/edit', 'menu.portalAdmin.edit', {
        labelArgs: { item: 'menu.portalAdmin.hotProblem' },
      }),
      entry('/portal/management/lawLibrary', 'menu.portalAdmin.lawLibrary', { keepAlive: true }),
      hidden('/portal/management/lawLibrary/edit', 'menu.portalAdmin.edit', {
        labelArgs: { item: 'menu.portalAdmin.lawLibrary' },
      }),
    ],
    ADMIN,
  ),
  group(
    'approval',
    'menu.group.approval',
    [
      entry('/govt/index/home', 'menu.govt.home', {
        query: 'user=admin',
        keepAlive: true,
      }),
      entry('/govt/index/statisticsTimes', 'menu.govt.statisticsTimes', {
        query: 'user=admin',
      }),
    ],
    ADMIN,
  ),
];

/**
 * The auditor's set (DESIGN §9, separation of duties): the audit log, read-only. Added to any
 * viewer holding AUDITOR; an administrator never holds both.
 */
export const AUDITOR_MENU: readonly MenuGroup[] = [
  group(
    'audit',
    'menu.group.audit',
    [entry('/management/audit', 'menu.management.audit', { keepAlive: true })],
    { authority: 'AUDITOR' },
  ),
];
