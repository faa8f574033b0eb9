import { defineFeature, page } from '../../ui/feature';

export default defineFeature({
  // Its texts are the management feature's.
  namespaces: ['admin'],
  pages: { '/govt/index/statisticsTimes': page(() => import('./UsageStatisticsPage')) },
});
