// The shared dataset calls and the scheduled refresh job; the datasets themselves are declared by
// the features that read them (manifest `datasets`, platform/datasets).
import { createDatasetRefresh } from '../../platform/datasets/refresh.ts';
import { defineModule } from '../../platform/module.ts';
import { datasetRoutes } from './datasets.routes.ts';

const refreshOf = createDatasetRefresh;

export default defineModule({
  name: 'datasets',
  routes: [(ctx) => datasetRoutes(ctx, refreshOf(ctx))],
  jobs: [{ name: 'dataset-refresh', minutes: 30, task: (ctx) => () => refreshOf(ctx).runDue() }],
  auditActions: {
    'dataset.imported': '导入数据集',
    'dataset.restored': '恢复数据集的早先版本',
    'dataset.refreshConfigured': '设置数据集定时更新',
  },
});
