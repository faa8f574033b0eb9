// Seeding at start: dictionaries and settings on every fresh database, demo data when asked.
import type { Config } from '../../config.ts';
import type { DatabaseHandle } from '../client.ts';
import { seedDemo } from './demo.ts';
import { seedDemoEnterprises } from './demo-enterprises.ts';
import { seedDemoHotIssues } from './demo-hot-issues.ts';
import { seedDemoKnowledge } from './demo-knowledge.ts';
import { seedDictionaries } from './dictionaries.ts';
import { findDemoPlaces } from './places.ts';
import { seedSettings } from './settings.ts';

export type SeedOptions = Pick<Config, 'provinceCode' | 'seedDemo' | 'demoPassword'>;

export async function seedDatabase(handle: DatabaseHandle, options: SeedOptions, now: Date): Promise<void> {
  await handle.exclusive(async () => {
    const { db } = handle;
    await seedDictionaries(db);
    const places = await findDemoPlaces(db, options.provinceCode);
    await seedSettings(db, places.province, now);
    if (options.seedDemo) await seedDemo(db, places, options.demoPassword, now);
    if (options.seedDemo) await seedDemoEnterprises(db, now);
    if (options.seedDemo) await seedDemoKnowledge(db, now);
    if (options.seedDemo) await seedDemoHotIssues(db, now);
  });
}
