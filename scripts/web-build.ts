// Builds the web app when web/dist is missing or older than any source it is built from,
// so `npm start` and the end-to-end run never serve a stale bundle.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const webDir = join(root, 'web');
const builtIndex = join(webDir, 'dist', 'index.html');
const builtPrerender = join(webDir, 'dist', 'ssr', 'prerender.js');
const sources = [
  join(webDir, 'src'),
  join(webDir, 'public'),
  join(webDir, 'index.html'),
  join(webDir, 'vite.config.ts'),
  join(webDir, 'first-screens.ts'),
  join(webDir, 'precompress.ts'),
  join(webDir, 'endpoint-addresses.ts'),
  join(root, 'contract', 'src'),
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** The JavaScript file of a package's command, found through its package.json `bin`. */
export function packageBin(fromDir: string, name: string, command = name): string {
  const manifestPath = createRequire(join(fromDir, 'package.json')).resolve(`${name}/package.json`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { bin: string | Record<string, string> };
  const bin = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin[command];
  if (!bin) throw new Error(`${name} has no command ${command}`);
  return join(dirname(manifestPath), bin);
}

export function webBuildIsStale(): boolean {
  if (!existsSync(builtIndex) || !existsSync(builtPrerender)) return true;
  const built = statSync(builtIndex).mtimeMs;
  return sources.some((source) => newestMtime(source) > built);
}

export function ensureWebBuild(): void {
  if (!webBuildIsStale()) return;
  console.log('Building the web app (web/dist is missing or stale)…');
  const vite = packageBin(webDir, 'vite');
  // The browser's build, then the server's drawing of the first screens (web/src/prerender.tsx)
  // into dist/ssr, which the first one empties.
  for (const args of [[], ['--ssr', 'src/prerender.tsx', '--outDir', 'dist/ssr']]) {
    const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn', ...args], {
      cwd: webDir,
      stdio: 'inherit',
    });
    if (result.status !== 0) {
      console.error('The web build failed; see the messages above.');
      process.exit(result.status ?? 1);
    }
  }
}

if (import.meta.main) ensureWebBuild();
