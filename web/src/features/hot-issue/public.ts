import { defineFeature, page } from '../../ui/feature';

/** Hot issues on the portal. */
export default defineFeature({
  portalPages: {
    hotIssues: page(() => import('./PortalHotIssuesPage')),
    hotIssuesDetail: page(() => import('./PortalHotIssueDetailPage')),
  },
});
