// Seeding at start: dictionaries, settings and the modules' reference data (manifest `seed`) on
// every fresh database; with SEED_DEMO the demo
// organisations, users and notices (this folder), then each module's own demo data (its manifest's
// seedDemo, in the order of modules/index.ts).
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { MODULES } from '../modules/index.ts';
import { findDemoPlaces } from '../platform/dictionaries/places.ts';
import { seedDictionaries } from '../platform/dictionaries/seed.ts';
import { seedSettings } from '../platform/site-settings/defaults.ts';
import { seedDemo } from './demo.ts';

export type SeedOptions = Pick<Config, 'provinceCode' | 'seedDemo' | 'demoPassword'>;

export async function seedDatabase(handle: DatabaseHandle, options: SeedOptions, now: Date): Promise<void> {
  await handle.exclusive(async () => {
    const { db } = handle;
    await seedDictionaries(db);
    const places = await findDemoPlaces(db, options.provinceCode);
    await seedSettings(db, places.province, now);
    for (const m of MODULES) await m.seed?.({ db, now });
    if (!options.seedDemo) return;
    await seedDemo(db, places, options.demoPassword, now);
    for (const m of MODULES) await m.seedDemo?.({ db, now });
  });
}
