import { defineModule } from '../../platform/module.ts';
import { exportConfigRoutes } from './export-config.routes.ts';

export default defineModule({
  name: 'export-config',
  routes: [exportConfigRoutes],
  auditActions: {
    'export-config.saved': '保存导出列配置',
    'export-config.reset': '恢复默认导出列',
  },
});
