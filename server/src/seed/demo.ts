// Demo organisations, users and inbox notices, seeded once (SEED_DEMO): a marker row in the
// settings keeps a later start from recreating what an administrator removed.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { notices, orgs, siteSettings, users } from '../db/schema/index.ts';
import { hashPassword } from '../platform/auth/password.ts';
import type { DemoPlaces } from '../platform/dictionaries/places.ts';
import { defaultSettings } from '../platform/site-settings/defaults.ts';
import { demoNotices } from './demo-notices.ts';
import { DEMO_USERS, demoOrgs } from './demo-orgs.ts';

const MARKER = 'seed.demo';

export async function seedDemo(
  db: Database,
  places: DemoPlaces,
  password: string,
  now: Date,
): Promise<boolean> {
  const [marker] = await db.select().from(siteSettings).where(eq(siteSettings.key, MARKER));
  if (marker) return false;
  // Hashing is the slow part; do it before the transaction, all at once on the thread pool.
  const hashes = await Promise.all(DEMO_USERS.map(() => hashPassword(password)));
  const settings = defaultSettings(places.province, now);
  await db.transaction(async (tx) => {
    // Ids are made here rather than read back, so nothing depends on the order RETURNING gives.
    const orgRows = demoOrgs(places).map(({ key, ...org }) => ({ key, id: randomUUID(), ...org }));
    await tx
      .insert(orgs)
      .values(orgRows.map(({ key: _key, ...org }) => ({ ...org, createdAt: now, updatedAt: now })));
    const orgIdByKey = new Map(orgRows.map((o) => [o.key, o.id]));
    const userRows = DEMO_USERS.map((u, i) => ({
      id: randomUUID(),
      account: u.account,
      passwordHash: hashes[i]!,
      name: u.name,
      email: `${u.account}@demo.portal.example`,
      mobile: u.mobile,
      orgId: orgIdByKey.get(u.orgKey)!,
      authorities: u.authorities,
      passwordChangedAt: now,
      createdAt: now,
      updatedAt: now,
    }));
    await tx.insert(users).values(userRows);
    const inbox = demoNotices(settings.title, settings.phone);
    await tx.insert(notices).values(
      userRows.flatMap(({ id }) =>
        inbox.map(({ ageMinutes, ...n }) => ({
          ...n,
          userId: id,
          createdAt: new Date(now.getTime() - ageMinutes * 60_000),
        })),
      ),
    );
    await tx.insert(siteSettings).values({ key: MARKER, value: now.toISOString(), updatedAt: now });
  });
  return true;
}
