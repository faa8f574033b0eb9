import { defineModule } from '../../platform/module.ts';
import { healthRoutes } from './health.routes.ts';

/** Liveness and readiness of the process. */
export default defineModule({ name: 'health', routes: [healthRoutes] });
