import { defineFeature, page } from '../../ui/feature';

export default defineFeature({
  // Its texts are the management feature's.
  namespaces: ['admin'],
  pages: { '/management/site': page(() => import('./SiteSettingsPage')) },
});
