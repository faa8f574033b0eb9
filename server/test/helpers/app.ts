// buildTestApp(): one app per test file on a fresh, migrated, demo-seeded database.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type AppDeps, buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import type { CaptchaGenerator } from '../../src/platform/auth/captcha-image.ts';
import { seedDatabase } from '../../src/seed/index.ts';
import { type TestClock, testClock } from './clock.ts';
import { openTestDatabase, type TestDatabase } from './database.ts';
import { TEST_MODULE } from './workflow.ts';

/** Every test captcha shows this answer. */
export const TEST_CAPTCHA_ANSWER = 'K7MX';
export const testCaptcha: CaptchaGenerator = () => ({
  answer: TEST_CAPTCHA_ANSWER,
  image: 'data:image/png;base64,',
});

export type TestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  clock: TestClock;
  config: Config;
  /** Where this app's uploads are written (a fresh temporary directory, removed by close()). */
  filesDir: string;
  /** Another app on the same database, e.g. with another CAPTCHA_MODE; closed by close(). */
  withEnv(env: Record<string, string>): Promise<FastifyInstance>;
  close(): Promise<void>;
};

/** A stand-in web build: `files` (path → content) written into a fresh temporary directory. */
export function standInWebDist(files: Record<string, string>): string {
  const dist = mkdtempSync(join(tmpdir(), 'portal-web-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), content);
  }
  return dist;
}

export async function buildTestApp(
  options: {
    now?: Date;
    env?: Record<string, string>;
    /** e.g. remoteCapture: { allowLoopback: true } for the editor's capture tests. */
    remoteCapture?: AppDeps['remoteCapture'];
    /** A fake SMS gateway (recovery by phone); withEnv() apps get it too. */
    smsTransport?: AppDeps['smsTransport'];
    /** A stand-in web build to serve under /oa/ (see standInWebDist); none by default. */
    webDist?: string;
  } = {},
): Promise<TestApp> {
  const clock = testClock(options.now);
  const config = loadConfig({ DATA_DIR: '/nonexistent', SEED_DEMO: 'true', ...options.env });
  // The template was seeded with the defaults; another province or password needs its own seed.
  const shapesSeed = ['PROVINCE_CODE', 'DEMO_PASSWORD', 'SEED_DEMO'].some(
    (k) => options.env?.[k] !== undefined,
  );
  const database = await openTestDatabase({ fromTemplate: !shapesSeed });
  // Both are no-ops on an up-to-date template, and do the whole job otherwise.
  await migrateDatabase(database);
  await seedDatabase(database, config, clock.now());
  const filesDir = mkdtempSync(join(tmpdir(), 'portal-test-files-'));
  const make = (cfg: Config) =>
    buildApp({
      config: cfg,
      db: database.db,
      clock: clock.now,
      captcha: testCaptcha,
      logger: false,
      webDist: options.webDist ?? '/nonexistent/',
      filesDir,
      remoteCapture: options.remoteCapture,
      smsTransport: options.smsTransport,
      extraModules: [TEST_MODULE],
      strictAudit: true,
      listen: database.listen,
    });
  const app = await make(config);
  const extra: FastifyInstance[] = [];
  return {
    app,
    database,
    clock,
    config,
    filesDir,
    async withEnv(env) {
      const other = await make(loadConfig({ DATA_DIR: '/nonexistent', ...options.env, ...env }));
      extra.push(other);
      return other;
    },
    async close() {
      for (const a of [app, ...extra]) await a.close();
      await database.close();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}
