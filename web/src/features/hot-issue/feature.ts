import { defineFeature, page } from '../../ui/feature';

const consoleHotIssues = page(() => import('./ConsoleHotIssuesPage'));

/** Hot issues in the console, on the portal, and their maintenance. */
export default defineFeature({
  pages: {
    '/hotIssues/hotIssues': consoleHotIssues,
    '/widget/hotIssues': consoleHotIssues,
    '/portal/management/hotProblem': page(() => import('./HotProblemAdminPage')),
    '/portal/management/hotProblem/edit': page(() => import('./HotProblemEditPage')),
  },
  portalPages: {
    hotIssues: page(() => import('./PortalHotIssuesPage')),
    hotIssuesDetail: page(() => import('./PortalHotIssueDetailPage')),
  },
});
