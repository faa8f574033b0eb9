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
  },
});
