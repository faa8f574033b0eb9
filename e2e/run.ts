// `npm run test:e2e`: runs the browser journeys when a Chromium is found, and says plainly when
// they were skipped. The journeys start their own server (see support/server.ts).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ensureWebBuild } from '../scripts/web-build.ts';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.log(`End-to-end tests SKIPPED: no Chromium at ${chromium} (install it or set CHROMIUM_PATH).`);
  process.exit(0);
}

ensureWebBuild();
const vitest = createRequire(import.meta.url).resolve('vitest/vitest.mjs');
const result = spawnSync(process.execPath, [vitest, 'run', '--config', join(import.meta.dirname, 'vitest.config.ts')], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(result.status ?? 1);
