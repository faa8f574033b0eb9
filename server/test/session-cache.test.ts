// A session lookup is reused for SESSION_CACHE_MS (issue 15 §1): a burst of signed-in calls costs
// one query, yet a change in this process (any audited write) or the passing time ends the reuse.
// Across processes the bound is the time: server/test/two-processes.test.ts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { login, sameOrigin } from './helpers/http.ts';
import { type LoggedApp, queryLoggedApp } from './helpers/query-log.ts';

let t: TestApp;
let logged: LoggedApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { SESSION_CACHE_MS: '500' } });
  logged = await queryLoggedApp(t);
});
afterAll(async () => {
  await logged.app.close();
  await t.close();
});

const sessionQueries = (statements: string[]) => statements.filter((s) => /from "sessions"/.test(s)).length;
const me = (cookie: string) =>
  logged.app.inject({ method: 'GET', url: '/console/api/session/me', headers: { cookie } });

describe('the session cache', () => {
  it('answers a burst of calls with one lookup, and looks again once the time has passed', async () => {
    const cookie = await login(logged.app, 'ent-gold');
    logged.statements.length = 0;
    for (let i = 0; i < 5; i++) expect((await me(cookie)).statusCode).toBe(200);
    expect(sessionQueries(logged.statements)).toBe(1);
    t.clock.advance(600);
    expect((await me(cookie)).statusCode).toBe(200);
    expect(sessionQueries(logged.statements)).toBe(2);
  });

  it('forgets every lookup at an audited change, so a forced sign-out holds at once here', async () => {
    const user = await login(logged.app, 'ent-normal');
    expect((await me(user)).statusCode).toBe(200);
    const id = (await me(user)).json().data.id as string;
    const admin = await login(logged.app, 'admin');
    const forced = await logged.app.inject({
      method: 'DELETE',
      url: `/console/api/management/users/${id}/sessions`,
      headers: { cookie: admin, ...sameOrigin },
    });
    expect(forced.statusCode).toBe(200);
    expect((await me(user)).json().code).toBe('WEB_ACCESS_AUTH_REQUIRED');
  });

  it('is bounded by the time alone when the change comes from elsewhere (another process)', async () => {
    const user = await login(logged.app, 'ent-na');
    expect((await me(user)).statusCode).toBe(200);
    // Another process deletes the session: nothing here is told, the cached lookup serves on …
    await t.database.db.delete(sessions).where(eq(sessions.userId, (await me(user)).json().data.id));
    expect((await me(user)).statusCode).toBe(200);
    // … until SESSION_CACHE_MS has passed.
    t.clock.advance(600);
    expect((await me(user)).json().code).toBe('WEB_ACCESS_AUTH_REQUIRED');
  });

  it('forgets again once a change is answered: a lookup made before its commit is not kept', async () => {
    const admin = await login(logged.app, 'admin');
    const user = await login(logged.app, 'city');
    const id = (await me(user)).json().data.id as string;
    // As if a change forgot the lookups when it was recorded, the user looked up (the row still
    // live), and then the change committed: the kept lookup is stale.
    await t.database.db.delete(sessions).where(eq(sessions.userId, id));
    expect((await me(user)).statusCode).toBe(200);
    // The change's answer: any write's, even one refused (and so not audited).
    const answered = await logged.app.inject({
      method: 'PUT',
      url: '/console/api/session/password',
      headers: { cookie: admin, ...sameOrigin },
      payload: {},
    });
    expect(answered.statusCode).toBe(400);
    expect((await me(user)).json().code).toBe('WEB_ACCESS_AUTH_REQUIRED');
  });
});
