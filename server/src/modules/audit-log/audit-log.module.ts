import { defineModule } from '../../platform/module.ts';
import { auditLogRoutes } from './audit-log.routes.ts';

export default defineModule({
  name: 'audit-log',
  routes: [auditLogRoutes],
  auditActions: {
    'audit.exported': '导出审计日志',
  },
});
