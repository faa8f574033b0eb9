import { defineModule } from '../../platform/module.ts';
import { ipoCasesDataset, ipoLettersDataset } from './ipo-data.datasets.ts';
import { ipoDataRoutes } from './ipo-data.routes.ts';
import { seedDemoIpoCases, seedDemoLetters } from './seed/demo-cases.ts';

export default defineModule({
  name: 'ipo-data',
  routes: [ipoDataRoutes],
  datasets: [ipoCasesDataset, ipoLettersDataset],
  seedDemo: async ({ db, now }) => {
    await seedDemoIpoCases(db, now);
    await seedDemoLetters(db, now);
  },
  // Imports are platform/datasets' now ('dataset.imported'); these label the rows written before.
  auditActions: {
    'ipoData.imported': '导入 IPO 数据集',
    'ipoData.restored': '恢复 IPO 数据集的早先版本',
  },
});
