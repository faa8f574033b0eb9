import { defineModule } from '../../platform/module.ts';
import { dictRoutes } from './dict.routes.ts';
import { dictAdminRoutes } from './dict-admin.routes.ts';

export default defineModule({
  name: 'dict',
  routes: [dictRoutes, dictAdminRoutes],
  auditActions: {
    'dict.created': '新增字典项',
    'dict.updated': '修改字典项',
    'dict.imported': '导入字典',
  },
});
