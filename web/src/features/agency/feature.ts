import { defineFeature, page } from '../../ui/feature';

/** Agency search: intermediaries with their track record, people and regulatory measures. */
export default defineFeature({
  pages: {
    '/widget/agentQuery': page(() => import('./AgencyPage')),
  },
});
