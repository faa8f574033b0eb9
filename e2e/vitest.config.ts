import { defineConfig } from 'vitest/config';

// Browser journeys share one server and run one file at a time: two cores, one Chromium.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A page's first visit now fetches its feature's texts before it renders (issue 15 §2); on a
    // loaded CI machine that can pass the default 5 s a poll waits for what the page shows.
    expect: { poll: { timeout: 15_000 } },
  },
});
