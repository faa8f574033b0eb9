import { defineFeature, page } from '../../ui/feature';

/** Mergers and reorganisation (issue 13): overview, deals, trade targets, cases, on both sides. */
const overview = page(() => import('./OverviewPage'));
const deals = page(() => import('./DealsPage'));
const targets = page(() => import('./TargetsPage'));
const cases = page(() => import('./CasesPage'));
const caseDetail = page(() => import('./CaseDetailPage'));

export default defineFeature({
  pages: {
    '/widget/reorganizationList': overview,
    '/widget/reorganization/mergers': deals,
    '/widget/reorganization/tradeTarget': targets,
    '/widget/reorganization/case': cases,
    '/widget/reorganization/case-detail': caseDetail,
    '/reorganization/reorganization_mergers': deals,
    '/reorganization/reorganization_tradeTarget': targets,
    '/widget_ent/reorganization_case': cases,
    '/widget_ent/reorganization_case_detail': caseDetail,
  },
});
