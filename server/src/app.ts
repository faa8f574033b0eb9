// Composes the application: external plugins, platform (errors, security, access, audit, auth),
// then the feature modules (modules/index.ts). Nothing here listens; main.ts and the tests decide that.

import path from 'node:path';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type { ConversionSourceKind } from '@portal/contract/conversion';
import Fastify, { type FastifyInstance, type onResponseHookHandler } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type Clock, type Config, systemClock } from './config.ts';
import type { Database, Listen } from './db/client.ts';
import { MODULES } from './modules/index.ts';
import { installAccessControl } from './platform/access/access.ts';
import { createAudit } from './platform/audit/audit.ts';
import { type CaptchaGenerator, rasterCaptcha } from './platform/auth/captcha-image.ts';
import { createCaptchas } from './platform/auth/captchas.ts';
import { createLogin } from './platform/auth/login.ts';
import { createSessions, type Sessions } from './platform/auth/sessions.ts';
import type { AppContext } from './platform/context.ts';
import { createConversionSources } from './platform/conversions/conversions.ts';
import { createDatasets } from './platform/datasets/pipeline.ts';
import { createExportLists } from './platform/excel/export-lists.ts';
import type { RemoteCaptureOptions } from './platform/fetch/remote-capture.ts';
import { createFiles } from './platform/files/files.service.ts';
import { s3Storage } from './platform/files/storage.ts';
import { createHomeCards } from './platform/home-cards/home-cards.ts';
import { installCompression } from './platform/http/compression.ts';
import { frameworkErrors, installErrorHandling } from './platform/http/error-handler.ts';
import { TooManyRequestsError } from './platform/http/errors.ts';
import { installJsonBodyParser } from './platform/http/json-body.ts';
import { createMetrics, type Metrics, type PoolStats } from './platform/http/metrics.ts';
import { installOpenApi, openApiRoutes } from './platform/http/openapi.ts';
import { databaseRateLimitStore } from './platform/http/rate-limit-store.ts';
import { deferredChildLoggers } from './platform/http/request-logger.ts';
import { installSecurity } from './platform/http/security.ts';
import { installTextGuard } from './platform/http/text-guard.ts';
import { installWebApp } from './platform/http/web-app.ts';
import type { JobLease } from './platform/job-lease.ts';
import { createJobRecorder } from './platform/job-runs.ts';
import { every } from './platform/jobs.ts';
import type { FeatureModule } from './platform/module.ts';
import { createNoticePush } from './platform/notices/notice-push.ts';
import { createNotices } from './platform/notices/notices.ts';
import { createOutbox, type MailTransport } from './platform/outbox/outbox.service.ts';
import type { SmsTransport } from './platform/outbox/sms-transport.ts';
import { createWorkflow } from './platform/workflow/index.ts';

export type AppDeps = {
  config: Config;
  db: Database;
  clock?: Clock;
  captcha?: CaptchaGenerator;
  logger?: boolean;
  /** Where the built web app lives; tests point it elsewhere. */
  webDist?: string;
  /** Outgoing mail; default: nodemailer on SMTP_URL, or none (messages stay in the outbox). */
  mailTransport?: MailTransport;
  /** Outgoing SMS; default: the HTTP gateway on SMS_WEBHOOK_URL, or none (codes go by e-mail only). */
  smsTransport?: SmsTransport;
  /** Where uploaded files are kept; default DATA_DIR/files (also with PostgreSQL, for now). */
  filesDir?: string;
  /** Remote image capture; tests allow loopback here, never through the environment. */
  remoteCapture?: RemoteCaptureOptions;
  /** Timers of a real server (the modules' jobs); API tests drive those by hand. */
  backgroundJobs?: boolean;
  /** The database's LISTEN (DatabaseHandle.listen): new notices are pushed to open streams. */
  listen?: Listen;
  /** Several processes on one PostgreSQL: a job runs where its lease is held (none on PGlite). */
  jobLease?: JobLease;
  /** Refuse audit actions no manifest declares (the tests; a real server records and warns). */
  strictAudit?: boolean;
  /** The PostgreSQL pool's counts for the metrics (none on PGlite). */
  poolStats?: () => PoolStats;
  /** Modules besides the app's own (tests add one with their test processes). */
  extraModules?: readonly FeatureModule[];
};

/**
 * Fastify's own reading of a number refuses every hop; ours trusts the N nearest hops (the socket's
 * peer is hop 0), which is right only where nothing reaches the server except through them —
 * the README says to list the proxies' addresses otherwise.
 */
function proxyTrust(
  trust: Config['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

function createContext(deps: AppDeps, log: FastifyInstance['log']): AppContext {
  const { config, db } = deps;
  const clock = deps.clock ?? systemClock;
  // Every change is audited, so an audited change is when cached session lookups may be stale.
  let forgetSessions = () => {};
  const audit = createAudit(db, clock, {
    strict: deps.strictAudit,
    warn: (message) => log.warn(message),
    onRecord: () => forgetSessions(),
  });
  const sessions = createSessions({ db, config, clock });
  forgetSessions = sessions.forgetCached;
  const captchas = createCaptchas({ db, clock, generate: deps.captcha ?? rasterCaptcha });
  const login = createLogin({ db, config, clock, captchas, sessions, audit });
  const notices = createNotices({ db, clock, push: createNoticePush(deps.listen) });
  // An object store when configured (shared by every server process), else this machine's disk.
  const files = deps.filesDir
    ? createFiles({ db, clock, dir: deps.filesDir })
    : config.s3
      ? createFiles({ db, clock, storage: s3Storage(config.s3) })
      : createFiles({ db, clock, dir: path.join(config.dataDir, 'files') });
  const workflow = createWorkflow({ db, clock, audit, notices, files });
  const outbox = createOutbox({
    db,
    clock,
    config,
    transport: deps.mailTransport,
    smsTransport: deps.smsTransport,
  });
  const exportLists = createExportLists(db);
  return {
    config,
    db,
    clock,
    audit,
    sessions,
    captchas,
    login,
    notices,
    workflow,
    files,
    outbox,
    exportLists,
    homeCards: createHomeCards(),
    datasets: createDatasets({ db, clock, audit }),
    conversionSources: createConversionSources(),
    remoteCapture: deps.remoteCapture,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's Prometheus metrics (served by main.ts on METRICS_PORT). */
    metrics: Metrics;
  }
}

/**
 * An audited change forgets the cached session lookups when it is recorded, which is before its
 * transaction commits: a lookup made in between reads the rows as they were, and would be kept.
 * A change's answer goes out after the commit, so they are forgotten again then. Reads add nothing.
 */
function forgetSessionsOnceAnswered(app: FastifyInstance, sessions: Sessions): void {
  const forget: onResponseHookHandler = (_request, _reply, done) => {
    sessions.forgetCached();
    done();
  };
  app.addHook('onRoute', (route) => {
    if ([route.method].flat().every((method) => method === 'GET' || method === 'HEAD')) return;
    route.onResponse = [...(route.onResponse ? [route.onResponse].flat() : []), forget];
  });
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: deps.logger === false ? false : { level: config.logLevel },
    // Without a logger Fastify hands every request the app's own no-op one, which costs nothing.
    ...(deps.logger === false ? {} : { childLoggerFactory: deferredChildLoggers }),
    trustProxy: proxyTrust(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    // Open notice streams (and keep-alive sockets) must not hold a closing server open.
    forceCloseConnections: true,
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('activeSession', undefined);
  app.decorateRequest('caller', undefined);
  const ctx = createContext(deps, app.log);
  // Before the server closes, so that open notice streams end and do not hold it open.
  app.addHook('preClose', () => ctx.notices.closeStreams());

  installErrorHandling(app);
  const metrics = createMetrics(deps.poolStats);
  metrics.install(app);
  app.decorate('metrics', metrics);
  installSecurity(app, config.publicOrigins);
  await installCompression(app);
  await app.register(cookie);
  await app.register(formbody);
  installJsonBodyParser(app);
  await app.register(rateLimit, {
    global: false,
    // Counted in the database: processes sharing it share each route's quota.
    store: databaseRateLimitStore(ctx.db, ctx.clock),
    errorResponseBuilder: () => new TooManyRequestsError(),
  });
  await installOpenApi(app);
  installAccessControl(app, ctx.sessions);
  forgetSessionsOnceAnswered(app, ctx.sessions);
  installTextGuard(app);

  const modules = [...MODULES, ...(deps.extraModules ?? [])];
  // What routes rely on (processes, export lists, file readers, audit actions) is registered first.
  for (const m of modules) {
    for (const process of m.processes ?? []) ctx.workflow.processes.register(process);
    for (const list of m.exportLists ?? []) ctx.exportLists.register(list);
    for (const card of m.homeCards ?? []) ctx.homeCards.register(ctx, m.name, card);
    for (const dataset of m.datasets ?? []) ctx.datasets.register(dataset);
    for (const [kind, reader] of Object.entries(m.conversionSources ?? {}))
      ctx.conversionSources.register(kind as ConversionSourceKind, reader(ctx));
    ctx.audit.actions.declare(m.auditActions ?? {}, m.name);
    for (const [owner, reader] of Object.entries(m.fileReaders ?? {}))
      ctx.files.registerReader(owner, reader(ctx));
  }
  for (const m of modules) for (const routes of m.routes ?? []) await app.register(routes(ctx));
  openApiRoutes(app);
  await installWebApp(app, deps.webDist);
  if (deps.backgroundJobs) {
    const recorder = createJobRecorder(ctx.db, ctx.clock);
    const jobs = modules.flatMap((m) =>
      (m.jobs ?? []).map((job) =>
        every(job.name, job.minutes, metrics.counted(job.name, job.task(ctx)), app.log, {
          runNow: job.runNow ?? false,
          lease: deps.jobLease,
          recorder,
        }),
      ),
    );
    app.addHook('onClose', async () => {
      await Promise.all(jobs.map((job) => job.stop()));
    });
  }
  return app;
}
