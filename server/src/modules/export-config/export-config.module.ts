import { defineModule } from '../../platform/module.ts';
import { exportConfigRoutes } from './export-config.routes.ts';

export default defineModule({ name: 'export-config', routes: [exportConfigRoutes] });
