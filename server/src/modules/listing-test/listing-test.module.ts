import { defineModule } from '../../platform/module.ts';
import { listingTestHomeCards } from './listing-test.home.ts';
import { listingTestRoutes } from './listing-test.routes.ts';
import { SCREENING_EXPORT_LIST } from './screening.export.ts';

export default defineModule({
  name: 'listing-test',
  routes: [listingTestRoutes],
  exportLists: [SCREENING_EXPORT_LIST],
  homeCards: listingTestHomeCards,
  auditActions: {
    'listingTest.saved': '保存上市测评',
    'listingTest.screeningExported': '导出上市测评筛查',
  },
});
