import { defineFeature, page } from '../../ui/feature';

const noticeList = page(() => import('./NoticeListPage'));

export default defineFeature({
  pages: { '/notice/list': noticeList },
  portalPages: { 'notice/list': noticeList },
});
