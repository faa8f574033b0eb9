// The real start path: config → lock → PGlite on disk → migrate → seed → listen, and a second
// process on the same DATA_DIR refused.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../src/config.ts';
import { DataDirLockedError } from '../src/db/lock.ts';
import { type RunningServer, startServer } from '../src/main.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-main-'));
const env = { DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' };
let server: RunningServer | undefined;
afterAll(async () => {
  await server?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// A real first start: initdb, every migration and the whole demo seed, on PGlite on disk.
describe('startServer', { timeout: 120_000 }, () => {
  it('starts on an empty data directory and serves the title over HTTP', async () => {
    server = await startServer(env, { logger: false });
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const title = await fetch(`${server.url}/console/api/home/getTitle`).then((r) => r.json());
    expect(title).toEqual({ data: { pageTitle: expect.any(String), title: '湖南省企业上市综合服务平台' } });
    expect(fs.existsSync(path.join(dataDir, 'portal.lock'))).toBe(true);
  });

  it('refuses a second server on the same data directory', async () => {
    await expect(startServer(env, { logger: false })).rejects.toThrow(DataDirLockedError);
  });

  it('refuses a bad configuration before touching anything', async () => {
    await expect(startServer({ ...env, PORT: 'x' }, { logger: false })).rejects.toThrow(ConfigError);
  });

  it('releases the lock on close, so the next start succeeds on the kept data', async () => {
    await server!.close();
    expect(fs.existsSync(path.join(dataDir, 'portal.lock'))).toBe(false);
    server = await startServer(env, { logger: false });
    const status = await fetch(`${server.url}/console/master/session/status`).then((r) => r.json());
    expect(status).toEqual({ data: { session: 'ANONYMOUS' } });
  });
});
