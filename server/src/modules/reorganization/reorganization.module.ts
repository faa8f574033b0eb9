import { defineModule } from '../../platform/module.ts';
import { maCases, maDeals, maTargets } from './reorganization.datasets.ts';
import { reorganizationRoutes } from './reorganization.routes.ts';
import { seedDemoReorganization } from './seed/demo.ts';

/** Mergers and reorganisation (issue 13): deals, trade targets and cases as imported datasets. */
export default defineModule({
  name: 'reorganization',
  routes: [reorganizationRoutes],
  datasets: [maDeals, maTargets, maCases],
  seedDemo: ({ db, now }) => seedDemoReorganization(db, now),
});
