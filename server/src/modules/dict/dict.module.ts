import { defineModule } from '../../platform/module.ts';
import { dictRoutes } from './dict.routes.ts';
import { dictAdminRoutes } from './dict-admin.routes.ts';

export default defineModule({ name: 'dict', routes: [dictRoutes, dictAdminRoutes] });
