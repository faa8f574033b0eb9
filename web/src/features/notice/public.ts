import { defineFeature, page } from '../../ui/feature';

/** The portal's copy of the notice list (its header links to it). */
export default defineFeature({ portalPages: { 'notice/list': page(() => import('./NoticeListPage')) } });
