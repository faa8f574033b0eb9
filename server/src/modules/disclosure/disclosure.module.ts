import { chinaDay } from '../../platform/china-time.ts';
import { seedDataset } from '../../platform/datasets/index.ts';
import { defineModule } from '../../platform/module.ts';
import { announcementsDataset } from './disclosure.dataset.ts';
import { disclosureRoutes } from './disclosure.routes.ts';
import { demoAnnouncements, demoProvince } from './seed/demo-announcements.ts';

export default defineModule({
  name: 'disclosure',
  routes: [disclosureRoutes],
  datasets: [announcementsDataset],
  seedDemo: async ({ db, now }) => {
    const ours = await demoProvince(db);
    if (!ours) return;
    const today = chinaDay(now);
    await seedDataset(db, announcementsDataset, demoAnnouncements(today, ours), {
      sourceName: '示例数据（演示用，非真实公告）',
      asOf: today,
      synthetic: true,
      importedAt: now,
    });
  },
});
