import { defineFeature, page } from '../../ui/feature';

/** Notification documents: the same list, detail and reply for offices, member units and enterprises; drafting for offices. */
export default defineFeature({
  pages: {
    '/notification/list': page(() => import('./NotificationListPage')),
    '/notification/detail': page(() => import('./NotificationDetailPage')),
    '/notification/reply': page(() => import('./NotificationReplyPage')),
    '/notification/send': page(() => import('./NotificationSendPage')),
  },
  // The console home's cards (issue 16): the server computes them, the standard body draws them.
  homeCards: {
    'notification.replies': { namespace: 'notification' },
    'notification.receipts': { namespace: 'notification' },
    'notification.outstanding': { namespace: 'notification' },
  },
});
