import { defineConfig } from 'vitest/config';

// Browser journeys run in E2E_WORKERS workers (default 2), each with its own server
// (support/global-setup.ts) and Chromium, and its files one at a time. A journey mostly waits on a
// page or a server, so two share two cores well: 405 s here against 856-987 s for one worker.
const workers = Math.max(1, Number(process.env.E2E_WORKERS) || 2);

export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: workers > 1,
    maxWorkers: workers,
    // A limit for a journey that hangs, not a speed check: with two workers sharing the cores the
    // slowest journey under this default took 30 s here; 90 s leaves a slower machine room.
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // A page's first visit now fetches its feature's texts before it renders (issue 15 §2); on a
    // loaded CI machine that can pass the default 5 s a poll waits for what the page shows.
    expect: { poll: { timeout: 15_000 } },
  },
});
