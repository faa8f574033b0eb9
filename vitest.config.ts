import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner, three projects: pure contract logic, the server (API tests through app.inject on a
// fresh database per file; in two parts, see below), and the web client's non-visual behaviour.
const ISOLATED = '**/*.isolated.test.ts';

export default defineConfig({
  test: {
    // Vitest's own default is one worker fewer than the cores: one worker on a two-core machine. The
    // API files wait on their database much of the time, so two share two cores better (the unit
    // suite on PostgreSQL here: 353 s against 553 s).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'contract', root: 'contract', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [ISOLATED],
          // Files share a worker's loaded modules: importing the whole server anew for each file
          // cost about 4 s a file, half the suite. Each file still opens its own database and app.
          isolate: false,
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      // A file that replaces a module (vi.mock) needs a fresh module graph of its own.
      { test: { name: 'server-isolated', root: 'server', include: [ISOLATED], testTimeout: 30000 } },
      {
        test: {
          name: 'web',
          root: 'web',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', '*.test.ts'],
          environment: 'jsdom',
        },
      },
    ],
  },
});
