import { defineModule } from '../../platform/module.ts';
import { userAdminRoutes } from './user-admin.routes.ts';

export default defineModule({ name: 'user-admin', routes: [userAdminRoutes] });
