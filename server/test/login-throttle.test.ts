import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { MINUTE } from './helpers/clock.ts';
import { attemptLogin, loginWithCaptcha } from './helpers/http.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('LOGIN_FAILED takes about the same time', () => {
  // Without the dummy verification a miss would answer in a few milliseconds and a wrong password
  // after a full argon2 run; the bound is loose so a busy machine does not make it flaky.
  it('for an unknown account as for a wrong password', async () => {
    const elapsed = async (account: string, password: string) => {
      const started = performance.now();
      const answer = await attemptLogin(t.app, { account, password });
      expect(answer.json().code).toBe('LOGIN_FAILED');
      return performance.now() - started;
    };
    await elapsed('warm-up-missing', 'Wrong@2026');
    const known: number[] = [];
    const unknown: number[] = [];
    for (const account of ['ent-na', 'lawfirm', 'accountant', 'investor', 'bank', 'broker', 'county']) {
      known.push(await elapsed(account, 'Wrong@2026'));
      unknown.push(await elapsed(`${account}-missing`, 'Wrong@2026'));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    expect(median(unknown) / median(known)).toBeGreaterThan(0.6);
    expect(median(unknown) / median(known)).toBeLessThan(2);
  });
});

describe('per-address throttle and captcha modes', () => {
  it('answers 429 after 30 failed sign-ins from one address in 10 minutes, then recovers', async () => {
    const address = '203.0.113.7';
    for (let i = 0; i < 30; i++) {
      const answer = await attemptLogin(t.app, { account: `spray-${i}`, address });
      expect(answer.statusCode).toBe(400);
    }
    const blocked = await attemptLogin(t.app, { account: 'ent-gold', address });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('TOO_MANY_REQUESTS');
    // Another address is not affected.
    expect((await attemptLogin(t.app, { account: 'ent-gold', address: '203.0.113.8' })).statusCode).toBe(200);
    t.clock.advance(11 * MINUTE);
    expect((await attemptLogin(t.app, { account: 'ent-gold', address })).statusCode).toBe(200);
  });

  it('CAPTCHA_MODE=always asks every time; off never asks', async () => {
    const always = await t.withEnv({ CAPTCHA_MODE: 'always' });
    expect((await attemptLogin(always, { account: 'lawfirm' })).json().code).toBe('CAPTCHA_REQUIRED');
    expect((await loginWithCaptcha(always, { account: 'lawfirm' })).statusCode).toBe(200);
    const off = await t.withEnv({ CAPTCHA_MODE: 'off' });
    for (let i = 0; i < 4; i++) await attemptLogin(off, { account: 'unit', password: 'Wrong@2026' });
    expect((await attemptLogin(off, { account: 'unit' })).statusCode).toBe(200);
  });
});
