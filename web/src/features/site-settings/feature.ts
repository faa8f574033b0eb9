import { defineFeature, page } from '../../ui/feature';

export default defineFeature({ pages: { '/management/site': page(() => import('./SiteSettingsPage')) } });
