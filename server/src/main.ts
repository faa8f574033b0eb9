// config → lock → database → migrate → seed → app → listen. `npm start` runs this file.
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { assertServable, ConfigError, loadConfig, systemClock } from './config.ts';
import { openDatabase } from './db/client.ts';
import { acquireDataDirLock, type DataDirLock, DataDirLockedError } from './db/lock.ts';
import { migrateDatabase } from './db/migrate.ts';
import type { CaptchaGenerator } from './platform/auth/captcha-image.ts';
import type { RemoteCaptureOptions } from './platform/fetch/remote-capture.ts';
import { startMetricsServer } from './platform/http/metrics.ts';
import { createJobLease } from './platform/job-lease.ts';
import type { FeatureModule } from './platform/module.ts';
import { keepTickRecord } from './platform/tick-record.ts';
import { seedDatabase } from './seed/index.ts';

export type RunningServer = { app: FastifyInstance; url: string; close(): Promise<void> };

/** Starts the whole server in-process (scripts, benchmarks, tests); throws on a bad config or a held lock. */
export async function startServer(
  env: Record<string, string | undefined>,
  /**
   * `captcha` and `remoteCapture`: only code can pass a generator or allow loopback fetches (the e2e
   * entry does, for its known-answer captcha and its local test feed), never the environment.
   */
  options: {
    logger?: boolean;
    captcha?: CaptchaGenerator;
    strictAudit?: boolean;
    remoteCapture?: RemoteCaptureOptions;
    /** Modules besides the app's own (a test's server entry adds a job it can count). */
    extraModules?: readonly FeatureModule[];
  } = {},
): Promise<RunningServer> {
  const config = loadConfig(env);
  assertServable(config);
  // Before the database opens and collects garbage: see tick-record.ts (a speed-up of every request).
  await keepTickRecord();
  // PostgreSQL serialises its own writers; only an embedded data directory needs the file lock.
  const lock: DataDirLock | null = config.databaseUrl ? null : acquireDataDirLock(config.dataDir);
  const cleanups: Array<() => Promise<void> | void> = [() => lock?.release()];
  let closed = false;
  const cleanup = async () => {
    if (closed) return;
    closed = true;
    for (const fn of [...cleanups].reverse()) await fn();
  };
  try {
    const handle = await openDatabase(
      config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
    );
    cleanups.push(() => handle.close());
    await migrateDatabase(handle);
    await seedDatabase(handle, config, systemClock());
    // WEB_DIST lets a developer serve another build of the web app (e.g. a scratch build).
    const webDist = env.WEB_DIST ? `${resolve(env.WEB_DIST)}/` : undefined;
    const app = await buildApp({
      config,
      db: handle.db,
      logger: options.logger,
      webDist,
      captcha: options.captcha,
      remoteCapture: options.remoteCapture,
      strictAudit: options.strictAudit,
      backgroundJobs: config.backgroundJobs,
      // One PGlite has one process (the data-dir lock): its jobs need no lease.
      jobLease: handle.kind === 'postgres' ? createJobLease(handle.db) : undefined,
      extraModules: options.extraModules,
      poolStats: handle.poolStats,
      listen: handle.listen,
    });
    cleanups.push(() => app.close());
    if (config.metricsPort !== null) {
      const metrics = await startMetricsServer(app.metrics, config.metricsHost, config.metricsPort);
      cleanups.push(() => metrics.close());
    }
    const address = await app.listen({ port: config.port, host: config.host });
    const url = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
    return { app, url, close: cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

/** Runs the server from the environment until SIGINT/SIGTERM (`npm start`, or this file run directly). */
export async function main(): Promise<void> {
  let server: RunningServer;
  try {
    server = await startServer(process.env);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  server.app.log.info(`Portal ready at ${server.url}/oa/`);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info(`${signal} received, shutting down`);
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

if (import.meta.main) await main();
