import { defineFeature, page } from '../../ui/feature';

export default defineFeature({ pages: { '/profile/attribute': page(() => import('./ProfilePage')) } });
