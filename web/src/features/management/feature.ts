import { defineFeature, page } from '../../ui/feature';

/** System-management tools without a feature of their own. */
export default defineFeature({
  pages: {
    '/management/openapi': page(() => import('./OpenApiPage')),
    '/management/loginLocks': page(() => import('./LoginLocksPage')),
  },
});
