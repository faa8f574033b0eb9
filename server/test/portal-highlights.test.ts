// The portal home's data highlights count organisations on the platform: a registrant still under
// review (PENDING) is not on it yet, whatever its kind.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgs } from '../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { signUp, signUpForm } from './helpers/registration.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function highlights() {
  const answer = await t.app.inject({ method: 'GET', url: '/console/api/portal/home' });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.highlights as {
    enterprises: number;
    seedEnterprises: number;
    institutions: Record<string, number>;
  };
}

describe('portal highlights', () => {
  it('leave pending registrants out and count them once active', async () => {
    const before = await highlights();
    const enterprise = signUpForm('430102');
    const broker = signUpForm('430102', { identity: 'BROKER' });
    for (const form of [enterprise, broker]) {
      const answer = await signUp(t.app, form);
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const [pending] = await t.database.db
      .select({ status: orgs.status, grades: orgs.grades })
      .from(orgs)
      .where(eq(orgs.creditCode, enterprise.creditCode!));
    expect(pending).toMatchObject({ status: 'PENDING' });
    // A pending enterprise in the reserve pool is left out of both enterprise figures.
    await t.database.db
      .update(orgs)
      .set({ grades: ['NORMAL_SEED'] })
      .where(eq(orgs.creditCode, enterprise.creditCode!));
    expect(await highlights()).toEqual(before);

    await t.database.db
      .update(orgs)
      .set({ status: 'ACTIVE' })
      .where(eq(orgs.creditCode, enterprise.creditCode!));
    await t.database.db.update(orgs).set({ status: 'ACTIVE' }).where(eq(orgs.creditCode, broker.creditCode!));
    expect(await highlights()).toEqual({
      ...before,
      enterprises: before.enterprises + 1,
      seedEnterprises: before.seedEnterprises + 1,
      institutions: { ...before.institutions, intermediary: (before.institutions.intermediary ?? 0) + 1 },
    });
  });
});
