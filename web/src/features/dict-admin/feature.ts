import { defineFeature, named } from '../../ui/feature';

const pages = () => import('./DictionaryPage');

export default defineFeature({
  // Its texts are the management feature's.
  namespaces: ['admin'],
  pages: {
    '/management/industry/list': named(pages, 'IndustryPage'),
    '/management/strategic/list': named(pages, 'StrategicPage'),
    '/management/area/list': named(pages, 'AreaPage'),
  },
});
