// Two server processes on one PostgreSQL (issue 15 §3): a background job runs once a period across
// both, and a notice sent through one reaches a stream open on the other. PostgreSQL only: one
// process owns a PGlite.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_LOGIN_AES_IV, DEFAULT_LOGIN_AES_KEY, encryptCredentials } from '@portal/contract';
import { sql } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../../scripts/server-process.ts';
import { openTestDatabase, type TestDatabase } from './helpers/database.ts';
import { DEMO_PASSWORD } from './helpers/http.ts';
import { multipartBody, pngImage } from './helpers/multipart.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const ORIGIN = 'http://portal.test';
const TICK_MS = 600;
const entry = join(import.meta.dirname, 'helpers', 'ticking-server.ts');

let database: TestDatabase;
let a: ServerProcess;
let b: ServerProcess;
let s3: S3rver;

const ticks = async () =>
  (
    (await database.db.execute(sql`select pid from job_ticks order by at`)) as unknown as {
      rows: { pid: number }[];
    }
  ).rows;

async function signIn(server: ServerProcess, account: string): Promise<string> {
  const message = encryptCredentials(
    { account, password: DEMO_PASSWORD, key: '', code: '' },
    DEFAULT_LOGIN_AES_KEY,
    DEFAULT_LOGIN_AES_IV,
  );
  const answer = await fetch(`${server.url}/console/login?ajax=true`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
    body: new URLSearchParams({ account, message }).toString(),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
  return (answer.headers.get('set-cookie') ?? '').split(';')[0]!;
}

describe.skipIf(!serverUrl)('two server processes on one PostgreSQL: jobs and pushed notices', () => {
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.execute(
      sql`create table job_ticks (pid integer not null, at timestamptz not null default clock_timestamp())`,
    );
    // Files on a bucket both processes share (an S3-compatible server on loopback).
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: mkdtempSync(join(tmpdir(), 'portal-s3-')),
      configureBuckets: [{ name: 'portal-files' }],
    });
    const { port } = await s3.run();
    const url = new URL(serverUrl!);
    url.pathname = `/${database.name}`;
    const env = {
      DATABASE_URL: url.toString(),
      PUBLIC_ORIGIN: ORIGIN,
      SEED_DEMO: 'true',
      DATA_DIR: '/nonexistent',
      TICK_MINUTES: String(TICK_MS / 60_000),
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: 'portal-files',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    };
    a = await startServerProcess(env, 120, entry);
    b = await startServerProcess(env, 120, entry);
  }, 240_000);

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await database?.close();
    await s3?.close();
  }, 60_000);

  it('pushes a notice sent through one process to a stream open on the other within a second', async () => {
    const user = await signIn(b, 'ent-normal');
    const answer = await fetch(`${b.url}/console/api/notice/stream`, {
      headers: { cookie: user, accept: 'text/event-stream' },
    });
    expect(answer.status).toBe(200);
    const reader = answer.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    const counts = () => [...text.matchAll(/^data: \{"count":(\d+)\}$/gm)].map((m) => Number(m[1]));
    while (counts().length === 0) text += (await reader.read()).value ?? '';
    const before = counts()[0]!;
    // The city changes the enterprise's grade through A; the grade change tells its people.
    const enterprise = (await (
      await fetch(`${a.url}/console/api/company/my`, { headers: { cookie: await signIn(a, 'ent-normal') } })
    ).json()) as { data: { enterprise: { id: string } } };
    const city = await signIn(a, 'city');
    const sentAt = performance.now();
    const changed = await fetch(`${a.url}/console/api/company/grade`, {
      method: 'POST',
      headers: { cookie: city, origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({
        enterpriseId: enterprise.data.enterprise.id,
        grades: ['SILVER_SEED'],
        reason: '年度评审晋级',
      }),
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    while (counts().length < 2) text += (await reader.read()).value ?? '';
    expect(performance.now() - sentAt).toBeLessThan(1_000);
    expect(counts()[1]).toBe(before + 1);
    await reader.cancel();
  });

  it('serves through one process a file uploaded through the other (S3 mode)', async () => {
    const user = await signIn(a, 'ent-gold');
    const png = pngImage(4, 4);
    const { payload, headers } = multipartBody([{ name: 'file', filename: 'licence.png', content: png }]);
    const uploaded = await fetch(`${a.url}/console/api/files`, {
      method: 'POST',
      headers: { ...headers, origin: ORIGIN, cookie: user },
      body: payload,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    const { url } = ((await uploaded.json()) as { data: { url: string } }).data;
    const there = await fetch(`${b.url}${url}`, { headers: { cookie: await signIn(b, 'ent-gold') } });
    expect(there.status).toBe(200);
    expect(Buffer.from(await there.arrayBuffer()).equals(png)).toBe(true);
    // And no one else's.
    expect(
      (await fetch(`${b.url}${url}`, { headers: { cookie: await signIn(b, 'ent-normal') } })).status,
    ).toBe(404);
  });

  // Last: it stops one of the processes.
  it('runs a job once a period across both processes, and on the other when one stops', async () => {
    await database.db.execute(sql`delete from job_ticks`);
    const started = performance.now();
    await new Promise((r) => setTimeout(r, 10 * TICK_MS));
    const both = await ticks();
    const periods = (performance.now() - started) / TICK_MS;
    // Each process's timer fires every period: without the lease there would be about twice as many.
    expect(both.length).toBeGreaterThanOrEqual(Math.floor(periods) - 2);
    expect(both.length).toBeLessThanOrEqual(Math.ceil(periods) + 1);
    const holder = both.at(-1)!.pid;
    const [holding, other] = holder === a.child.pid ? [a, b] : [b, a];
    await holding.stop();
    await database.db.execute(sql`delete from job_ticks`);
    await new Promise((r) => setTimeout(r, 6 * TICK_MS));
    const after = await ticks();
    // The lease expires a period after its holder's last run; the other process takes it then.
    expect(after.length).toBeGreaterThanOrEqual(3);
    expect(new Set(after.map((t) => t.pid))).toEqual(new Set([other.child.pid]));
  }, 30_000);
});
