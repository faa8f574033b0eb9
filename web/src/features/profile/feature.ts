import { defineFeature, page } from '../../ui/feature';

const profile = page(() => import('./ProfilePage'));

export default defineFeature({
  pages: { '/profile/attribute': profile },
  portalPages: { 'profile/attribute': profile },
});
