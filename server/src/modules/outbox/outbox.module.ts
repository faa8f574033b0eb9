import { defineModule } from '../../platform/module.ts';
import { OUTBOX_RETRY_MINUTES } from '../../platform/outbox/outbox.service.ts';
import { outboxHomeCards } from './outbox.home.ts';
import { outboxRoutes } from './outbox.routes.ts';

/** The administrators' view of held mail, and the retry of deliveries that failed. */
export default defineModule({
  name: 'outbox',
  routes: [outboxRoutes],
  homeCards: outboxHomeCards,
  jobs: [
    // Deliveries that failed with tries left, and claims a stopped process left behind: at start,
    // then every few minutes.
    {
      name: 'outbox retry',
      minutes: OUTBOX_RETRY_MINUTES,
      runNow: true,
      task: (ctx) => ctx.outbox.sendQueued,
    },
  ],
  auditActions: {
    'outbox.read': '查看发件箱',
    'outbox.code-shown': '查看验证码邮件',
  },
});
