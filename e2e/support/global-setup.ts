// Starts one portal server per journey worker, each on a fresh embedded database with demo data.
// A worker's files run one after another on its own server, as the whole run did on one: no file
// sees rows another worker's file is changing at the same moment.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServerProcess } from '../../scripts/server-process.ts';

export default async function setup(project: TestProject) {
  const workers = Number(project.config.maxWorkers) || 1;
  // Started through server-entry.ts: the real server, with captchas the journeys can answer.
  const entry = join(import.meta.dirname, 'server-entry.ts');
  const started = await Promise.all(
    Array.from({ length: workers }, async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
      const server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '' }, 120, entry);
      return { dataDir, server };
    }),
  );
  project.provide(
    'baseUrls',
    started.map(({ server }) => server.url),
  );
  return async () => {
    for (const { dataDir, server } of started) {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrls: string[];
  }
}
