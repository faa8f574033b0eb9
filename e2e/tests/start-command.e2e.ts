// The README's first command: `npm start` (scripts/start.ts) on an empty data directory serves the
// portal and the console API on the embedded database, and stops cleanly on SIGTERM. It runs
// here, after the web app is built, because start.ts would otherwise build it first.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/server-process.ts';

const root = resolve(import.meta.dirname, '..', '..');
const dataDir = mkdtempSync(join(tmpdir(), 'portal-start-'));
let child: ChildProcess | undefined;
afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function answering(url: string, seconds: number): Promise<Response> {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    try {
      return await fetch(url);
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

describe('npm start', () => {
  it('serves the portal on a fresh embedded database and stops on SIGTERM', {
    timeout: 120_000,
  }, async () => {
    const port = await freePort();
    const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: dataDir, PORT: String(port) };
    delete env.DATABASE_URL;
    child = spawn(process.execPath, [join(root, 'scripts', 'start.ts')], {
      cwd: root,
      env: { ...env, HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((done) => child!.once('exit', (code) => done(code)));
    const base = `http://127.0.0.1:${port}`;
    const page = await answering(`${base}/oa/`, 90);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const title = await fetch(`${base}/console/api/home/getTitle`);
    expect(title.status).toBe(200);
    expect((await title.json()).data).toBeTruthy();
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
