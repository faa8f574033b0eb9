// The home cards' frame (issue 16): a card is listed to exactly those who may open its page, in
// its order; asked for alone it answers its data, and 404 to whoever does not see it; one card that
// fails fails alone. The features' own cards are tested beside each feature.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { login } from './helpers/http.ts';

let t: TestApp;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await buildTestApp();
  for (const account of ['city', 'ent-gold', 'auditor']) cookies[account] = await login(t.app, account);
});
afterAll(() => t.close());

const get = (account: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: cookies[account] ?? '' } });

const testKeys = async (account: string) =>
  ((await get(account, '/console/api/home/cards')).json().data as { key: string }[])
    .map((c) => c.key)
    .filter((k) => k.startsWith('test.'));

describe('the home cards', () => {
  it('lists a card to those who may open its page, lower order first', async () => {
    expect(await testKeys('city')).toEqual(['test.offices', 'test.everyone', 'test.broken']);
    expect(await testKeys('ent-gold')).toEqual(['test.everyone', 'test.broken']);
  });

  it('answers a card with its data, computed for the caller', async () => {
    const answer = await get('ent-gold', '/console/api/home/cards/test.everyone');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.figures[0]).toEqual({
      key: 'mine',
      value: 'ent-gold'.length,
      href: '/notice/list?mine=1',
    });
  });

  it('answers 404 for a card the caller does not see, and for no card at all', async () => {
    expect((await get('ent-gold', '/console/api/home/cards/test.offices')).statusCode).toBe(404);
    expect((await get('city', '/console/api/home/cards/test.offices')).statusCode).toBe(200);
    expect((await get('city', '/console/api/home/cards/test.nothing')).statusCode).toBe(404);
    expect((await get('city', '/console/api/home/cards/NOT%20A%20KEY')).statusCode).toBe(400);
  });

  it('fails one card alone', async () => {
    expect((await get('city', '/console/api/home/cards/test.broken')).statusCode).toBe(500);
    expect((await get('city', '/console/api/home/cards/test.everyone')).statusCode).toBe(200);
  });

  it('asks for a session', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/console/api/home/cards' });
    expect([answer.statusCode, answer.json().code]).toEqual([403, 'WEB_ACCESS_AUTH_REQUIRED']);
  });
});
