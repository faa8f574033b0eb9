// A financial office of another region, with a signed-in user: the "user of another region" that
// scope tests need (the demo seed has one office per level, all on one branch of the region tree).
import type { FastifyInstance } from 'fastify';
import { orgs, users } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/platform/auth/password.ts';
import { makeCreditCode } from '../../src/seed/demo-orgs.ts';
import type { TestApp } from './app.ts';
import { DEMO_PASSWORD, login } from './http.ts';

let counter = 0;

/** Creates a FINANCIAL office at `regionCode` (level 2 for a city, 3 for a county) and one user of it. */
export async function officeElsewhere(
  t: TestApp,
  regionCode: string,
  level: 2 | 3,
  app: FastifyInstance = t.app,
): Promise<{ orgId: string; userId: string; account: string; cookie: string }> {
  const n = ++counter;
  const now = t.clock.now();
  const [org] = await t.database.db
    .insert(orgs)
    .values({
      name: `测试金融办${regionCode}-${n}`,
      type: 'FINANCIAL',
      level,
      regionCode,
      creditCode: makeCreditCode('11', regionCode, `7${String(n).padStart(7, '0')}`),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: orgs.id });
  const account = `office-${regionCode}-${n}`;
  const [user] = await t.database.db
    .insert(users)
    .values({
      account,
      name: `异地用户${n}`,
      orgId: org!.id,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      passwordChangedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: users.id });
  return { orgId: org!.id, userId: user!.id, account, cookie: await login(app, account) };
}
