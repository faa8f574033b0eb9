import { defineModule } from '../../platform/module.ts';
import { usageRoutes } from './usage.routes.ts';

export default defineModule({ name: 'usage', routes: [usageRoutes] });
