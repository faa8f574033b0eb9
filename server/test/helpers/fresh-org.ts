// An active organisation of any type with one signed-in-able user and no enterprise or
// institution record yet: what the first-save tests need (every demo organisation has its record).
import type { OrgType } from '@portal/contract';
import { orgs, users } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/platform/auth/password.ts';
import type { TestApp } from './app.ts';
import { DEMO_PASSWORD } from './http.ts';

let counter = 0;

/** The user signs in with the demo password (callerOf's `account`). */
export async function freshOrgUser(
  t: TestApp,
  type: OrgType,
  regionCode: string,
): Promise<{ orgId: string; account: string }> {
  const n = ++counter;
  const now = t.clock.now();
  const [org] = await t.database.db
    .insert(orgs)
    .values({ name: `新建测试机构${n}`, type, regionCode, createdAt: now, updatedAt: now })
    .returning({ id: orgs.id });
  const account = `fresh-${type.toLowerCase()}-${n}`;
  await t.database.db.insert(users).values({
    account,
    name: `新用户${n}`,
    orgId: org!.id,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    passwordChangedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  return { orgId: org!.id, account };
}
