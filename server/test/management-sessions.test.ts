// Online sessions with forced sign-out (issue 3 §5).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { auditCount } from './helpers/audit.ts';
import { login } from './helpers/http.ts';
import { type Caller, callerFor } from './helpers/management.ts';

let t: TestApp;
let admin: Caller;
let city: string;
const BASE = '/console/api/management/sessions';
beforeAll(async () => {
  t = await buildTestApp();
  admin = callerFor(t.app, await login(t.app, 'admin'));
  city = await login(t.app, 'city', { address: '10.9.8.7' });
  await login(t.app, 'ent-gold');
});
afterAll(() => t.close());

describe('online sessions', () => {
  it('lists live sessions with user, organisation, address and times', async () => {
    const page = (await admin('GET', BASE)).json().data;
    expect(page.total).toBe(3);
    const mine = page.items.find((s: { account: string }) => s.account === 'admin');
    expect(mine.current).toBe(true);
    const theirs = page.items.find((s: { account: string }) => s.account === 'city');
    expect(theirs).toMatchObject({
      address: '10.9.8.7',
      current: false,
      orgName: expect.stringContaining('长沙'),
    });
    expect(Date.parse(theirs.startedAt)).toBe(t.clock.now().getTime());
    expect((await admin('GET', `${BASE}?account=ent`)).json().data.total).toBe(1);
    expect((await admin('GET', `${BASE}?size=0`)).statusCode).toBe(400);
  });

  it('forces one session to sign out, audited', async () => {
    const theirs = (await admin('GET', `${BASE}?account=city`)).json().data.items[0];
    const answer = await admin('DELETE', `${BASE}/${theirs.id}`);
    expect(answer.json().data).toEqual({ id: theirs.id });
    const after = await callerFor(t.app, city)('GET', '/console/api/session/me');
    expect(after.json().code).toBe('WEB_ACCESS_AUTH_REQUIRED');
    expect(await auditCount(t.database.db, { action: 'session.ended', objectId: theirs.id })).toBe(1);
    expect((await admin('DELETE', `${BASE}/${theirs.id}`)).statusCode).toBe(404);
    expect((await admin('DELETE', `${BASE}/not-a-uuid`)).statusCode).toBe(400);
  });

  it('does not end its own session this way', async () => {
    const mine = (await admin('GET', `${BASE}?account=admin`)).json().data.items[0];
    expect((await admin('DELETE', `${BASE}/${mine.id}`)).statusCode).toBe(400);
  });

  it('forgets sessions past their idle time', async () => {
    t.clock.advance(31 * 60_000);
    const fresh = callerFor(t.app, await login(t.app, 'admin'));
    const page = (await fresh('GET', BASE)).json().data;
    expect(page.items.map((s: { account: string }) => s.account)).toEqual(['admin']);
  });
});
