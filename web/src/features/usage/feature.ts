import { defineFeature, page } from '../../ui/feature';

export default defineFeature({
  pages: { '/govt/index/statisticsTimes': page(() => import('./UsageStatisticsPage')) },
});
