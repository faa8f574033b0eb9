// `node bench/static-assets.ts [<dist> …]`: what the server spends to send the files of a first
// visit to the portal home (its entry, module preloads and style sheets) to a browser that takes
// brotli: its process's CPU time and the wall time per visit, over 20 visits one file after
// another. Names of builds to compare may be given (each served by its own server; keep them
// inside the checkout, see lighthouse-ab.ts); web/dist otherwise, rebuilt when stale. Linux only:
// the CPU time is read from /proc.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { startServerProcess } from '../scripts/server-process.ts';
import { ensureWebBuild } from '../scripts/web-build.ts';

const VISITS = 20;
const WEB_DIST = join(import.meta.dirname, '..', 'web', 'dist');

/** The bytes of `url`'s answer as sent (fetch would decompress them), brotli accepted. */
function sentBytes(url: string): Promise<number> {
  return new Promise((done, fail) => {
    get(url, { headers: { 'accept-encoding': 'br' } }, (answer) => {
      if (answer.statusCode !== 200) {
        answer.resume();
        return fail(new Error(`${url}: ${answer.statusCode}`));
      }
      let bytes = 0;
      answer.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      answer.on('end', () => done(bytes));
    }).on('error', fail);
  });
}

/** A process's user and system time so far, in ms (/proc/<pid>/stat's utime and stime, in ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The files a first visit to `html`'s page fetches beside it: scripts, preloads, style sheets. */
function firstVisitFiles(html: string): string[] {
  const named = [...html.matchAll(/(?:href|src|data-entry)="(\/oa\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  const preloads =
    html
      .match(/data-preload="([^"]*)"/)?.[1]
      ?.split(' ')
      .filter(Boolean) ?? [];
  return [...new Set([...named, ...preloads])];
}

const dists = process.argv.slice(2);
if (dists.length === 0) ensureWebBuild();
for (const dist of dists.length ? dists : [WEB_DIST]) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-static-'));
  const server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '', WEB_DIST: resolve(dist) });
  try {
    const files = firstVisitFiles(await (await fetch(`${server.url}/oa/portal`)).text());
    let sent = 0;
    const visit = async () => {
      for (const file of files) sent += await sentBytes(`${server.url}${file}`);
    };
    await visit(); // the first visit reads the files from disk and compiles the server's paths
    sent = 0;
    const cpuBefore = cpuMs(server.child.pid!);
    const started = performance.now();
    for (let i = 0; i < VISITS; i++) await visit();
    const cpu = (cpuMs(server.child.pid!) - cpuBefore) / VISITS;
    const wall = (performance.now() - started) / VISITS;
    console.log(
      `${relative(process.cwd(), resolve(dist)) || '.'}: ${files.length} files, ${Math.round(sent / VISITS / 1024)} KB sent per visit; server CPU ${cpu.toFixed(0)} ms, wall ${wall.toFixed(0)} ms per visit`,
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
