import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.ts';
import { createAudit } from '../src/platform/audit/audit.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('audit log', () => {
  it('records who did what to which object, from where and when', async () => {
    await createAudit(t.database.db, t.clock.now).record({
      actor: { id: '00000000-0000-4000-8000-000000000001', account: 'admin' },
      action: 'test.recorded',
      objectType: 'thing',
      objectId: '42',
      address: '198.51.100.1',
      detail: { why: 'test' },
    });
    const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'test.recorded'));
    expect(row).toMatchObject({
      actorAccount: 'admin',
      objectType: 'thing',
      objectId: '42',
      address: '198.51.100.1',
      detail: { why: 'test' },
    });
    expect(row!.at.getTime()).toBe(t.clock.now().getTime());
  });

  it('is append-only: UPDATE, DELETE and TRUNCATE are refused by the database', async () => {
    // Drizzle wraps the database error; the trigger's message is its cause.
    const refused = { cause: { message: expect.stringMatching(/audit_log is append-only/) } };
    await expect(t.database.db.update(auditLog).set({ action: 'tampered' })).rejects.toMatchObject(refused);
    await expect(t.database.db.delete(auditLog)).rejects.toMatchObject(refused);
    await expect(t.database.db.execute(sql`truncate audit_log`)).rejects.toMatchObject(refused);
    const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'test.recorded'));
    expect(row).toBeDefined();
  });
});
