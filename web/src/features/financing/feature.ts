import { defineFeature, page } from '../../ui/feature';

/**
 * Investment and financing (/investmentFinancing): one path serves each role its view (the
 * enterprise, its office, an investor or bank), since the spec's role route sets share the paths.
 */
export default defineFeature({
  homeCards: {
    'financing.interest': { namespace: 'financing' },
    'financing.matches': { namespace: 'financing' },
  },
  pages: {
    '/investmentFinancing/eninformationList': page(() => import('./EnterpriseNeedListPage')),
    '/investmentFinancing/informationList': page(() => import('./InformationListPage')),
    '/investmentFinancing/informationNewAdd': page(() => import('./NewNeedPage')),
    '/investmentFinancing/informationEdit': page(() => import('./NeedPage')),
    '/investmentFinancing/preference': page(() => import('./PreferencePage')),
    '/investmentFinancing/roadShowPlatform': page(() => import('./RoadshowPlatformPage')),
    '/investmentFinancing/roadShowPlatform2': page(() => import('./RoadshowResultsPage')),
    '/investmentFinancing/roadShowProject': page(() => import('./RoadshowProjectPage')),
  },
});
