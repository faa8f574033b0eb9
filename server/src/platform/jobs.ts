// Timers of a real server (buildApp's backgroundJobs): the workflow overdue sweep, the outbox retry.
// Each run's outcome is recorded (job-runs.ts) for the administrators.
// API tests call the tasks themselves with the injected clock; only this file knows about timers.
// With a lease (several processes on PostgreSQL) a tick runs the task only where the lease is held.
import type { JobLease } from './job-lease.ts';
import type { JobRecorder } from './job-runs.ts';

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
  options: { runNow?: boolean; lease?: JobLease; recorder?: JobRecorder } = {},
): Job {
  const { lease, recorder } = options;
  const period = minutes * 60_000;
  let running: Promise<void> | null = null;
  // A recording that fails is logged; the job runs (and its outcome stands) all the same.
  const record = async (step: () => Promise<void>) => {
    try {
      await step();
    } catch (error) {
      log.error({ err: error }, `${name} outcome not recorded`);
    }
  };
  // Recorded only where it runs: a tick that finds the lease held elsewhere is no run.
  const recorded = !recorder
    ? task
    : async () => {
        await record(() => recorder.started(name));
        try {
          await task();
        } catch (error) {
          await record(() => recorder.finished(name, error ?? 'failed'));
          throw error;
        }
        await record(() => recorder.finished(name));
      };
  const leased = async () => {
    if (!lease) return recorded();
    if (!(await lease.take(name, period))) return;
    // Renewed at a third of the period while the run lasts, so that a long run keeps it.
    const renewal = setInterval(() => {
      lease
        .take(name, period)
        .catch((error: unknown) => log.error({ err: error }, `${name} lease renewal failed`));
    }, period / 3);
    renewal.unref();
    try {
      return await recorded();
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
