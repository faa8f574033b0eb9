// Timers of a real server (buildApp's backgroundJobs): the workflow overdue sweep, the outbox retry.
// API tests call the tasks themselves with the injected clock; only this file knows about timers.

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
  options: { runNow?: boolean } = {},
): Job {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = task()
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error }, `${name} failed`),
      )
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, minutes * 60_000);
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
