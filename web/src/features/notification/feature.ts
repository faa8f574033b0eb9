import { defineFeature, page } from '../../ui/feature';

/** Notification documents: the same list, detail and reply for offices, member units and enterprises; drafting for offices. */
export default defineFeature({
  pages: {
    '/notification/list': page(() => import('./NotificationListPage')),
    '/notification/detail': page(() => import('./NotificationDetailPage')),
    '/notification/reply': page(() => import('./NotificationReplyPage')),
    '/notification/send': page(() => import('./NotificationSendPage')),
  },
});
