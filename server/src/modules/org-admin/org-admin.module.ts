import { defineModule } from '../../platform/module.ts';
import { orgAdminRoutes } from './org-admin.routes.ts';

export default defineModule({
  name: 'org-admin',
  routes: [orgAdminRoutes],
  auditActions: {
    'org.created': '新建机构',
  },
});
