import { defineModule } from '../../platform/module.ts';
import { siteSettingsRoutes } from './site-settings.routes.ts';

export default defineModule({
  name: 'site-settings',
  routes: [siteSettingsRoutes],
  auditActions: {
    'site-settings.updated': '修改站点设置',
  },
});
