import { defineFeature, page } from '../../ui/feature';

/** The portal's copy of the profile page (its header links to it). */
export default defineFeature({ portalPages: { 'profile/attribute': page(() => import('./ProfilePage')) } });
