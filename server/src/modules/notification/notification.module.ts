import { defineModule } from '../../platform/module.ts';
import { NOTIFICATION_HOME_CARDS } from './notification.home.ts';
import { createNotificationOverdueSweep, OVERDUE_SWEEP_MINUTES } from './notification.overdue.ts';
import { notificationReview } from './notification.process.ts';
import { mayReadDocument, mayReadReply } from './notification.repository.ts';
import { notificationRoutes } from './notification.routes.ts';
import { FILE_OWNER, REPLY_FILE_OWNER } from './notification.service.ts';
import { seedDemoNotifications } from './seed/demo-notifications.ts';

export default defineModule({
  name: 'notification',
  routes: [notificationRoutes],
  processes: [notificationReview],
  homeCards: NOTIFICATION_HOME_CARDS,
  // A document's attachments: its office and, once sent, its recipients; a reply's: both ends.
  fileReaders: {
    [FILE_OWNER]: (ctx) => (session, id) => mayReadDocument(ctx.db, id, session.user.org.id),
    [REPLY_FILE_OWNER]: (ctx) => (session, id) => mayReadReply(ctx.db, id, session.user.org.id),
  },
  seedDemo: ({ db, now }) => seedDemoNotifications(db, now),
  auditActions: {
    'notification.created': '起草通知文件',
    'notification.updated': '修改通知文件',
    'notification.read': '阅读通知文件',
    'notification.receipted': '回执通知文件',
    'notification.replied': '回复通知文件',
    'notification.overdue-notified': '通知文件逾期提醒',
  },
  jobs: [
    {
      name: 'notification deadline announcements',
      minutes: OVERDUE_SWEEP_MINUTES,
      runNow: true,
      task: (ctx) => createNotificationOverdueSweep(ctx).sweep,
    },
  ],
});
