// Starts one portal server for the whole e2e run on a fresh embedded database with demo data.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServerProcess } from '../../scripts/server-process.ts';

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  // Started through server-entry.ts: the real server, with captchas the journeys can answer.
  const entry = join(import.meta.dirname, 'server-entry.ts');
  const server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '' }, 90, entry);
  project.provide('baseUrl', server.url);
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
