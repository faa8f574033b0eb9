// The administrator's set (spec §2 "System management", "Portal maintenance", "Government
// approval"; §6 "Admin"): every entry needs the ADMIN authority.
import type { MenuGroup } from './types.ts';
import { entry, group, hidden } from './types.ts';

const ADMIN = { authority: 'ADMIN' } as const;

export const ADMIN_MENU: readonly MenuGroup[] = [
  group(
    'dictionaries',
    'menu.group.dictionaries',
    [
      entry('/management/industry/list', 'menu.management.industry', { keepAlive: true }),
      entry('/management/strategic/list', 'menu.management.strategic', { keepAlive: true }),
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
      entry('/management/user/enterprise/list', 'menu.management.enterpriseUserList', { keepAlive: true }),
      hidden('/management/user/enterprise/edit', 'menu.management.enterpriseUserEdit'),
      hidden('/management/user/editor', 'menu.management.userEditor'),
    ],
    ADMIN,
  ),
  group(
    'systemTools',
    'menu.group.systemTools',
    [
      // Reached from the header and the user menu, not from the sidebar.
      hidden('/management/mangementMenuList/list', 'menu.management.menuList', { implemented: true }),
      entry('/management/openapi', 'menu.management.openapi', { implemented: true }),
      entry('/management/loginLocks', 'menu.management.loginLocks', { implemented: true }),
    ],
    ADMIN,
  ),
  group(
    'portalMaintenance',
    'menu.group.portalMaintenance',
    [
      entry('/portal/management/problem', 'menu.portalAdmin.problem', { keepAlive: true }),
      hidden('/portal/management/problem/edit', 'menu.portalAdmin.edit', {
        labelArgs: { item: 'menu.portalAdmin.problem' },
      }),
      hidden('/portal/management/problem/preview', 'menu.portalAdmin.preview', {
        labelArgs: { item: 'menu.portalAdmin.problem' },
      }),
      entry('/portal/management/knowledge', 'menu.portalAdmin.knowledge', { keepAlive: true }),
      hidden('/portal/management/knowledge/edit', 'menu.portalAdmin.edit', {
        labelArgs: { item: 'menu.portalAdmin.knowledge' },
      }),
      entry('/portal/management/dynamic', 'menu.portalAdmin.dynamic', { keepAlive: true }),
      hidden('/portal/management/dynamic/edit', 'menu.portalAdmin.edit', {
        labelArgs: { item: 'menu.portalAdmin.dynamic' },
      }),
      hidden('/portal/management/dynamic/preview', 'menu.portalAdmin.preview', {
        labelArgs: { item: 'menu.portalAdmin.dynamic' },
      }),
      entry('/portal/management/policy', 'menu.portalAdmin.policy', { keepAlive: true }),
      hidden('/portal/management/policy/edit', 'menu.portalAdmin.edit', {
        labelArgs: { item: 'menu.portalAdmin.policy' },
      }),
      entry('/portal/management/exchange', 'menu.portalAdmin.exchange', { keepAlive: true }),
      hidden('/portal/management/exchange/edit', 'menu.portalAdmin.edit', {
        labelArgs: { item: 'menu.portalAdmin.exchange' },
      }),
      entry('/portal/management/hotProblem', 'menu.portalAdmin.hotProblem', { keepAlive: true }),
      hidden('/portal/management/hotProblem/edit', 'menu.portalAdmin.edit', {
        labelArgs: { item: 'menu.portalAdmin.hotProblem' },
      }),
    ],
    ADMIN,
  ),
  group(
    'approval',
    'menu.group.approval',
    [
      entry('/govt/index/home', 'menu.govt.home', { query: 'user=admin', keepAlive: true }),
      entry('/govt/index/statisticsTimes', 'menu.govt.statisticsTimes', { query: 'user=admin' }),
    ],
    ADMIN,
  ),
];
