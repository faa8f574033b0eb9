// The member-unit (leading-group member) route set (spec §2 "Leading-group member routes"): the
// government kinds of pages, limited to company list and audit, problem manager, training,
// notification, IPO case detail, knowledge graph, hot issues and the data widgets.

import { GOVERNMENT_DATA_GROUP } from './shared.ts';
import type { MenuItem } from './types.ts';
import { entry, group, hidden, laterGroup } from './types.ts';

export const FUNCTIONAL_MENU: readonly MenuItem[] = [
  group('companyInfo', 'menu.group.companyInfo', [
    entry('/company/list', 'menu.company.list', { keepAlive: true }),
    entry('/company/audit', 'menu.company.audit', { keepAlive: true }),
    hidden('/company/government', 'menu.company.government'),
    hidden('/company/profile', 'menu.company.profile'),
  ]),
  group('greenChannel', 'menu.group.greenChannel', [
    entry('/problem/mgr/list', 'menu.problem.mgrList', { keepAlive: true }),
    hidden('/problem/detail', 'menu.problem.detail'),
    hidden('/problem/handle', 'menu.problem.handle'),
  ]),
  group('training', 'menu.group.training', [
    entry('/training/list', 'menu.training.list', { keepAlive: true }),
    hidden('/training/detail', 'menu.training.detail'),
    entry('/training/enroll/list', 'menu.training.enrollList', { keepAlive: true }),
  ]),
  group('notification', 'menu.group.notification', [
    entry('/notification/list', 'menu.notification.list', { keepAlive: true }),
    hidden('/notification/detail', 'menu.notification.detail'),
    hidden('/notification/reply', 'menu.notification.reply'),
  ]),
  entry('/widget/IpoItemIndex', 'menu.knowledgeGraph'),
  entry('/widget/hotIssues', 'menu.hotIssues', { keepAlive: true }),
  // The header's professional-services target; member units always see that header item.
  hidden('/intermediary/organization', 'menu.professional'),
  GOVERNMENT_DATA_GROUP,
];
