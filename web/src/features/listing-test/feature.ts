import { defineFeature, page } from '../../ui/feature';

/** The listing test (issue 14 §1): the enterprise's test, the offices' screening, the rule tables. */
export default defineFeature({
  pages: {
    '/marketIntelligenceTesting': page(() => import('./ListingTestPage')),
    '/widget/listingTestScreening': page(() => import('./ScreeningPage')),
    '/management/listingTestRules': page(() => import('./RulesPage')),
  },
  homeCards: { 'listing-test.result': { namespace: 'listingTest' } },
});
