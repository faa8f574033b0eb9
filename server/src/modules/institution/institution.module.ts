import { defineModule } from '../../platform/module.ts';
import { institutionReview } from './institution.process.ts';
import { institutionRoutes } from './institution.routes.ts';

export default defineModule({
  name: 'institution',
  routes: [institutionRoutes],
  processes: [institutionReview],
});
