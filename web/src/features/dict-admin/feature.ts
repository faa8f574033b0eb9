import { defineFeature, named } from '../../ui/feature';

const pages = () => import('./DictionaryPage');

export default defineFeature({
  pages: {
    '/management/industry/list': named(pages, 'IndustryPage'),
    '/management/strategic/list': named(pages, 'StrategicPage'),
    '/management/area/list': named(pages, 'AreaPage'),
  },
});
