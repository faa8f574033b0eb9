import { defineFeature, page } from '../../ui/feature';

/** System-management tools without a feature of their own. */
export default defineFeature({
  pages: {
    '/management/openapi': page(() => import('./OpenApiPage')),
    '/management/loginLocks': page(() => import('./LoginLocksPage')),
    '/management/jobs': page(() => import('./JobsPage')),
  },
  // The administrators' cards of the server modules user-admin and health (issue 16).
  homeCards: {
    'user-admin.locked': { namespace: 'admin' },
    'health.jobs': { namespace: 'admin' },
  },
});
