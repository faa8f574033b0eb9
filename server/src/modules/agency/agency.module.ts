import { defineModule } from '../../platform/module.ts';
import { agencyRoutes } from './agency.routes.ts';

export default defineModule({
  name: 'agency',
  routes: [agencyRoutes],
  auditActions: {
    'agency.measureAdded': '记录中介机构监管措施',
    'agency.measureDeleted': '删除中介机构监管措施',
  },
});
