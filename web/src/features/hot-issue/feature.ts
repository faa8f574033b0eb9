import { defineFeature, page } from '../../ui/feature';

const consoleHotIssues = page(() => import('./ConsoleHotIssuesPage'));

/** Hot issues in the console and their maintenance (the portal's: public.ts). */
export default defineFeature({
  pages: {
    '/hotIssues/hotIssues': consoleHotIssues,
    '/widget/hotIssues': consoleHotIssues,
    '/portal/management/hotProblem': page(() => import('./HotProblemAdminPage')),
    '/portal/management/hotProblem/edit': page(() => import('./HotProblemEditPage')),
  },
});
