import { defineModule } from '../../platform/module.ts';
import { LISTED_COMPANIES, LISTED_FINANCIALS } from './listed-companies.datasets.ts';
import { listedCompaniesRoutes } from './listed-companies.routes.ts';
import { seedDemoListed } from './seed/demo-listed.ts';

export default defineModule({
  name: 'listed-companies',
  routes: [listedCompaniesRoutes],
  datasets: [LISTED_COMPANIES, LISTED_FINANCIALS],
  seedDemo: async ({ db, now }) => seedDemoListed(db, now),
});
