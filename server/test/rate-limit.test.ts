// Route rate limits are counted in the database: two apps on one database (two server processes)
// hold a client to one quota, windows are aligned to the route's timeWindow on the injected clock,
// and rows of ended windows are swept.
import { like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitHits } from '../src/db/schema/index.ts';
import { REGISTRATIONS_PER_HOUR } from '../src/modules/registration/registration.routes.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { HOUR, MINUTE } from './helpers/clock.ts';
import { sameOrigin } from './helpers/http.ts';
import { freshAddress } from './helpers/registration.ts';

const RECOVERY_CODES_PER_10_MINUTES = 10;

let t: TestApp;
let other: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp();
  other = await t.withEnv({});
});
afterAll(() => t.close());

// An empty body is refused by validation, after the limit has counted it: no captcha needed.
const post = (app: FastifyInstance, url: string, address: string) =>
  app.inject({ method: 'POST', url, headers: sameOrigin, remoteAddress: address, payload: {} });
const signUp = (app: FastifyInstance, address: string) => post(app, '/console/api/registration', address);
const requestCode = (app: FastifyInstance, address: string) =>
  post(app, '/console/api/recovery/code', address);

const rowsOf = (address: string) =>
  t.database.db
    .select()
    .from(rateLimitHits)
    .where(like(rateLimitHits.key, `%|${address}`));

describe('two server processes on one database', () => {
  it(`share the ${REGISTRATIONS_PER_HOUR} sign-ups an hour of one address`, async () => {
    const address = freshAddress();
    for (let i = 0; i < REGISTRATIONS_PER_HOUR; i++) {
      const answer = await signUp(i % 2 === 0 ? t.app : other, address);
      expect(answer.statusCode).toBe(400);
    }
    for (const app of [t.app, other]) {
      const over = await signUp(app, address);
      expect(over.statusCode).toBe(429);
      expect(over.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: '操作过于频繁，请稍后再试' });
    }
    expect((await signUp(other, freshAddress())).statusCode).toBe(400);
  });

  it('count concurrent requests exactly once each', async () => {
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: RECOVERY_CODES_PER_10_MINUTES + 4 }, (_, i) =>
        requestCode(i % 2 === 0 ? t.app : other, address),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 400)).toHaveLength(RECOVERY_CODES_PER_10_MINUTES);
    expect(codes.filter((c) => c === 429)).toHaveLength(4);
  });

  it('count each route apart', async () => {
    const address = freshAddress();
    for (let i = 0; i < REGISTRATIONS_PER_HOUR; i++) await signUp(t.app, address);
    expect((await signUp(other, address)).statusCode).toBe(429);
    expect((await requestCode(other, address)).statusCode).toBe(400);
  });
});

describe('a window', () => {
  it("is aligned to the route's time window and ends on the injected clock", async () => {
    const address = freshAddress();
    const hourStart = Math.floor(t.clock.now().getTime() / HOUR) * HOUR;
    t.clock.set(new Date(hourStart + 15 * MINUTE));
    for (let i = 0; i < REGISTRATIONS_PER_HOUR; i++) await signUp(t.app, address);
    const over = await signUp(other, address);
    expect(over.statusCode).toBe(429);
    // The hour started before the first sign-up: 45 minutes are left, not 60.
    expect(over.headers['retry-after']).toBe(String(45 * 60));

    t.clock.set(new Date(hourStart + HOUR - 1));
    expect((await signUp(t.app, address)).statusCode).toBe(429);
    t.clock.set(new Date(hourStart + HOUR));
    expect((await signUp(other, address)).statusCode).toBe(400);
    expect((await signUp(t.app, address)).statusCode).toBe(400);
  });

  it('leaves no rows behind once it has ended', async () => {
    const address = freshAddress();
    await signUp(t.app, address);
    await signUp(other, address);
    expect((await rowsOf(address)).map((r) => r.hits)).toEqual([2]);

    t.clock.advance(2 * HOUR);
    const later = freshAddress();
    await signUp(t.app, later);
    await signUp(other, later);
    expect(await rowsOf(address)).toEqual([]);
    expect((await rowsOf(later)).map((r) => r.hits)).toEqual([2]);
  });
});
