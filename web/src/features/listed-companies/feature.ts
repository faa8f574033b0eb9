import { defineFeature, page } from '../../ui/feature';

/** Listed-company statistics (issue 13): securities by place and market, major financial indicators. */
const securities = page(() => import('./SecuritiesPage'));
const financials = page(() => import('./FinancialsPage'));

export default defineFeature({
  pages: {
    '/ipoStatisticsLetter/nationalSecuritiesInit': securities,
    '/widget/nationalSecuritiesInit': securities,
    '/ipoStatisticsLetter/majorFinancialIndInit': financials,
    '/widget/majorFinancialIndInit': financials,
  },
});
