// Timers of a real server (buildApp's backgroundJobs): each job runs every few minutes, one run at a
// time, a failure logged and the next run tried anyway; the outbox retry is one of them, and
// closing the app stops them all. Fake interval timers only: the database keeps its real ones.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { outbox } from '../src/db/schema/index.ts';
import { MODULES } from '../src/modules/index.ts';
import { every } from '../src/platform/jobs.ts';
import { createOutbox, OUTBOX_RETRY_MINUTES } from '../src/platform/outbox/outbox.service.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { MINUTE } from './helpers/clock.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const fakeIntervals = () => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });

/** A task that finishes only when the test says so. */
function pendingTask() {
  let runs = 0;
  let finish = () => {};
  const task = () => {
    runs++;
    return new Promise<void>((resolve) => {
      finish = resolve;
    });
  };
  return { task, runs: () => runs, finish: () => finish() };
}

describe('every()', () => {
  it('runs the task each period, never twice at once', async () => {
    fakeIntervals();
    const job = pendingTask();
    const log = { error: vi.fn() };
    const scheduled = every('test job', 2, job.task, log);
    vi.advanceTimersByTime(2 * MINUTE - 1);
    expect(job.runs()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(job.runs()).toBe(1);
    // Still running when the next period comes: that run is skipped.
    vi.advanceTimersByTime(2 * MINUTE);
    expect(job.runs()).toBe(1);
    job.finish();
    await vi.waitFor(async () => {
      vi.advanceTimersByTime(2 * MINUTE);
      expect(job.runs()).toBe(2);
    });
    job.finish();
    await scheduled.stop();
    expect(log.error).not.toHaveBeenCalled();
  });

  it('logs a failed run and tries again at the next period', async () => {
    fakeIntervals();
    let runs = 0;
    const log = { error: vi.fn() };
    const scheduled = every(
      'failing job',
      1,
      async () => {
        runs++;
        throw new Error('database gone');
      },
      log,
    );
    vi.advanceTimersByTime(MINUTE);
    await vi.waitFor(() => expect(log.error).toHaveBeenCalledTimes(1));
    expect(log.error.mock.calls[0]![1]).toContain('failing job');
    vi.advanceTimersByTime(MINUTE);
    await vi.waitFor(() => expect(log.error).toHaveBeenCalledTimes(2));
    expect(runs).toBe(2);
    await scheduled.stop();
  });

  it('stop() ends the timer and waits for a run in progress', async () => {
    fakeIntervals();
    const job = pendingTask();
    const scheduled = every('test job', 1, job.task, { error: vi.fn() });
    vi.advanceTimersByTime(MINUTE);
    let stopped = false;
    const stopping = scheduled.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    job.finish();
    await stopping;
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10 * MINUTE);
    expect(job.runs()).toBe(1);
  });
});

describe('the outbox retry in a server with background jobs', () => {
  it(`sends a failed message again within ${OUTBOX_RETRY_MINUTES} minutes, until the app closes`, async () => {
    const { db } = t.database;
    const statusOf = async (id: string) => (await db.select().from(outbox).where(eq(outbox.id, id)))[0]!;
    const refusing = createOutbox({
      db,
      clock: t.clock.now,
      config: t.config,
      transport: { sendMail: async () => Promise.reject(new Error('connection refused')) },
    });
    const failedMail = async (to: string) => {
      const id = await refusing.enqueue({ to, subject: 's', body: 'b', purpose: 'test' });
      refusing.send(id);
      await refusing.idle();
      expect(await statusOf(id)).toMatchObject({ status: 'FAILED', attempts: 1 });
      return id;
    };
    // Queued before the server starts: its start-up pass sends it, and has nothing else to do.
    const early = await refusing.enqueue({
      to: 'early@example.com',
      subject: 's',
      body: 'b',
      purpose: 'test',
    });

    fakeIntervals();
    const sent: string[] = [];
    const app = await buildApp({
      config: t.config,
      db,
      clock: t.clock.now,
      logger: false,
      webDist: '/nonexistent/',
      mailTransport: { sendMail: async (m) => sent.push(m.to) },
      backgroundJobs: true,
    });
    await app.ready();
    await vi.waitFor(() => expect(sent).toEqual(['early@example.com']));
    await vi.waitFor(async () => expect(await statusOf(early)).toMatchObject({ status: 'SENT' }));

    const late = await failedMail('late@example.com');
    // (vi.waitFor moves fake time a little too: 50 ms a check.)
    vi.advanceTimersByTime(OUTBOX_RETRY_MINUTES * MINUTE);
    await vi.waitFor(async () => expect(await statusOf(late)).toMatchObject({ status: 'SENT', attempts: 2 }));
    expect(sent).toEqual(['early@example.com', 'late@example.com']);

    // One timer per job the modules declare (the overdue sweep, the outbox retry, the reports' periods…).
    expect(vi.getTimerCount()).toBe(MODULES.flatMap((m) => m.jobs ?? []).length);
    await app.close();
    expect(vi.getTimerCount()).toBe(0);
  });
});
