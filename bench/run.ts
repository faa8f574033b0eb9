// `npm run bench`: start-up times and the cost of the signed-in hot calls against a bare Fastify
// route, measured side by side on loopback. Figures are printed and written to bench/results/.
import { fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort, startServerProcess } from '../scripts/server-process.ts';
import { signIn } from './sign-in.ts';

const seconds = Number(process.env.BENCH_SECONDS || 10);
const connections = Number(process.env.BENCH_CONNECTIONS || 10);

async function timedStart(dataDir: string) {
  const started = performance.now();
  const server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '' }, 180);
  return { server, ms: Math.round(performance.now() - started) };
}

async function load(url: string, cookie?: string) {
  const result = await autocannon({ url, connections, duration: seconds, headers: cookie ? { cookie } : {} });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} answers were not 2xx`);
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 };
}

async function startBare(body: string) {
  const port = await freePort();
  const child = fork(join(import.meta.dirname, 'bare-server.ts'), {
    env: { ...process.env, PORT: String(port), BARE_BODY: body },
  });
  await new Promise((r) => child.once('message', r));
  return { url: `http://127.0.0.1:${port}/bare`, stop: () => child.kill('SIGTERM') };
}

const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
try {
  const cold = await timedStart(dataDir);
  await cold.server.stop();
  const warm = await timedStart(dataDir);
  const { url } = warm.server;
  const cookie = await signIn(url, 'admin');
  const figures: Record<string, unknown> = {
    coldStartMs: cold.ms,
    warmStartMs: warm.ms,
    seconds,
    connections,
  };
  for (const path of ['/console/api/session/me', '/console/api/notice/count']) {
    const body = await (await fetch(url + path, { headers: { cookie } })).text();
    const bare = await startBare(body);
    const portal = await load(url + path, cookie);
    const yardstick = await load(bare.url);
    bare.stop();
    figures[path] = { portal, bare: yardstick, ratio: Number((portal.rps / yardstick.rps).toFixed(3)) };
  }
  await warm.server.stop();
  console.log(JSON.stringify(figures, null, 2));
  mkdirSync(join(import.meta.dirname, 'results'), { recursive: true });
  writeFileSync(
    join(import.meta.dirname, 'results', 'foundation.json'),
    `${JSON.stringify(figures, null, 2)}\n`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
