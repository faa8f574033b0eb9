import { defineModule } from '../../platform/module.ts';
import { noticeRoutes } from './notice.routes.ts';

export default defineModule({
  name: 'notice',
  routes: [noticeRoutes],
  auditActions: {
    'notice.discarded': '删除通知',
  },
});
