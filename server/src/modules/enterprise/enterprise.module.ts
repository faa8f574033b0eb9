import { defineModule } from '../../platform/module.ts';
import { ENTERPRISE_EXPORT_LIST } from './enterprise.export-list.ts';
import { enterpriseReview } from './enterprise.process.ts';
import { enterpriseRoutes } from './enterprise.routes.ts';

export default defineModule({
  name: 'enterprise',
  routes: [enterpriseRoutes],
  processes: [enterpriseReview],
  exportLists: [ENTERPRISE_EXPORT_LIST],
});
