// Timers of a real server (buildApp's backgroundJobs): the workflow overdue sweep, the outbox retry.
// API tests call the tasks themselves with the injected clock; only this file knows about timers.
// With a lease (several processes on PostgreSQL) a tick runs the task only where the lease is held.
import type { JobLease } from './job-lease.ts';

export type Job = {
  /** Ends the timer and waits for a run in progress (on close, before the database goes). */
  stop(): Promise<void>;
};

/**
 * Runs the task every few minutes. A run still going when the next is due is not doubled, and a
 * failure is logged, not fatal: the next run tries again.
 */
export function every(
  name: string,
  minutes: number,
  task: () => Promise<unknown>,
  log: { error(o: object, msg: string): void },
  options: { runNow?: boolean; lease?: JobLease } = {},
): Job {
  const { lease } = options;
  const period = minutes * 60_000;
  let running: Promise<void> | null = null;
  const leased = async () => {
    if (!lease) return task();
    if (!(await lease.take(name, period))) return;
    // Renewed at a third of the period while the run lasts, so that a long run keeps it.
    const renewal = setInterval(() => {
      lease
        .take(name, period)
        .catch((error: unknown) => log.error({ err: error }, `${name} lease renewal failed`));
    }, period / 3);
    renewal.unref();
    try {
      return await task();
    } finally {
      clearInterval(renewal);
    }
  };
  const run = () => {
    if (running) return;
    running = leased()
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error }, `${name} failed`),
      )
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, period);
  // `runNow`: a first run at start, for work a stopped process may have left behind.
  if (options.runNow) run();
  // A waiting timer does not keep the process alive.
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
