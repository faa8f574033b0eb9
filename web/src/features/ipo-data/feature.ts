import { defineFeature, page } from '../../ui/feature';

/** IPO data (issue 13): statistics, cases and their detail, on the government and enterprise sides. */
const overview = page(() => import('./IpoOverviewPage'));
const detail = page(() => import('./IpoDetailPage'));
const cases = page(() => import('./IpoCasesPage'));
const newCases = page(() => import('./IpoNewCasesPage'));
const caseDetail = page(() => import('./IpoCaseDetailPage'));
const letters = page(() => import('./IpoLettersPage'));

export default defineFeature({
  pages: {
    '/widget/ipoStatistics/overview': overview,
    '/widget/ipoStatistics/detail': detail,
    '/widget/ipoStatistics/case': cases,
    '/widget/ipoStatistics/newCase': newCases,
    '/widget/ipoStatistics/case-detail': caseDetail,
    '/widget/ipoStatistics/LettersInit': letters,
    '/ipoStatisticsLetter/ipoStatistics_Letters_init': letters,
    '/widget_ent/ipoStatistics_Letters_init': letters,
    '/ipoStatistics/ipoStatistics_overview': overview,
    '/ipoStatistics/ipoStatistics_detail': detail,
    '/widget_ent/ipoStatistics_case': cases,
    '/widget_ent/ipoStatistics_case_detail': caseDetail,
  },
});
