import { defineFeature, page } from '../../ui/feature';

/** Policy matching: the government's policies, matching and records; the enterprise's told policies. */
export default defineFeature({
  pages: {
    '/widget/wisdomPolicyRecordList': page(() => import('./PolicyRecordPage')),
    '/widget_ent/wisdomPolicy': page(() => import('./MyPoliciesPage')),
  },
});
