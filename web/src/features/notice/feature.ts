import { defineFeature, page } from '../../ui/feature';

export default defineFeature({ pages: { '/notice/list': page(() => import('./NoticeListPage')) } });
