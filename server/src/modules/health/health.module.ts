import { defineModule } from '../../platform/module.ts';
import { healthHomeCards } from './health.home.ts';
import { healthRoutes } from './health.routes.ts';
import { jobRunRoutes } from './job-runs.routes.ts';

/** Liveness and readiness of the process; the background jobs' last outcomes for administrators. */
export default defineModule({
  name: 'health',
  routes: [healthRoutes, jobRunRoutes],
  homeCards: healthHomeCards,
});
