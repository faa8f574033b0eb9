// Starts the portal server as a child process on a free loopback port and waits until it answers.
// Shared by the end-to-end run and the benchmarks, which both need a real, separate server.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export type ServerProcess = { url: string; child: ChildProcess; stop: () => Promise<void> };

/** Spawns `server/src/main.ts` (or another entry that starts it) with `env` on top of this process's environment. */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutSeconds = 90,
  entry = join(root, 'server', 'src', 'main.ts'),
): Promise<ServerProcess> {
  // A caller that must know the port beforehand (an origin naming it) passes PORT.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  // An empty value removes the variable (for example DATABASE_URL: '' forces the embedded database).
  const merged: Record<string, string | undefined> = {
    ...process.env,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ...env,
  };
  for (const [key, value] of Object.entries(merged)) if (value === '') delete merged[key];
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: { ...merged, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  };
  const deadline = Date.now() + timeoutSeconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/console/master/session/status`)).ok) return { url, child, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`the server did not answer within ${timeoutSeconds} s`);
}
