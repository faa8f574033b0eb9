// `npm run test:e2e`: runs the browser journeys when a Chromium is found, and says plainly when
// they were skipped. The journeys start their own server (see support/server.ts).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensureWebBuild, packageBin } from '../scripts/web-build.ts';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.log(`End-to-end tests SKIPPED: no Chromium at ${chromium} (install it or set CHROMIUM_PATH).`);
  process.exit(0);
}

ensureWebBuild();
const vitest = packageBin(import.meta.dirname, 'vitest');
const result = spawnSync(
  process.execPath,
  [vitest, 'run', '--config', join(import.meta.dirname, 'vitest.config.ts')],
  {
    stdio: 'inherit',
    env: { ...process.env, CHROMIUM_PATH: chromium },
  },
);
process.exit(result.status ?? 1);
