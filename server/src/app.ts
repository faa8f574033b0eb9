// Composes the application: external plugins, platform (errors, security, access, audit, auth),
// then the feature modules. Nothing here listens; main.ts and the tests decide that.

import path from 'node:path';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type Clock, type Config, systemClock } from './config.ts';
import type { AppContext } from './context.ts';
import type { Database } from './db/client.ts';
import { articleRoutes } from './modules/article/article.routes.ts';
import { auditLogRoutes } from './modules/audit-log/audit-log.routes.ts';
import { dictRoutes } from './modules/dict/dict.routes.ts';
import { dictAdminRoutes } from './modules/dict/dict-admin.routes.ts';
import { enterpriseRoutes } from './modules/enterprise/enterprise.routes.ts';
import { exportConfigRoutes } from './modules/export-config/export-config.routes.ts';
import { homeRoutes } from './modules/home/home.routes.ts';
import { hotIssueRoutes } from './modules/hot-issue/hot-issue.routes.ts';
import { institutionRoutes } from './modules/institution/institution.routes.ts';
import { knowledgeRoutes } from './modules/knowledge/knowledge.routes.ts';
import { noticeRoutes } from './modules/notice/notice.routes.ts';
import { createNotices } from './modules/notice/notice.service.ts';
import { orgAdminRoutes } from './modules/org-admin/org-admin.routes.ts';
import { recoveryRoutes } from './modules/registration/recovery.routes.ts';
import { registrationRoutes } from './modules/registration/registration.routes.ts';
import { siteSettingsRoutes } from './modules/site-settings/site-settings.routes.ts';
import { usageRoutes } from './modules/usage/usage.routes.ts';
import { userAdminRoutes } from './modules/user-admin/user-admin.routes.ts';
import { workflowRoutes } from './modules/workflow/workflow.routes.ts';
import { installAccessControl } from './platform/access/access.ts';
import { createAudit } from './platform/audit/audit.ts';
import { authRoutes } from './platform/auth/auth.routes.ts';
import { type CaptchaGenerator, rasterCaptcha } from './platform/auth/captcha-image.ts';
import { createCaptchas } from './platform/auth/captchas.ts';
import { createLogin } from './platform/auth/login.ts';
import { loginLockRoutes } from './platform/auth/login-locks.routes.ts';
import { sessionRoutes } from './platform/auth/session.routes.ts';
import { createSessions } from './platform/auth/sessions.ts';
import { editorRoutes } from './platform/editor/editor.routes.ts';
import type { RemoteCaptureOptions } from './platform/editor/editor.service.ts';
import { fileRoutes } from './platform/files/files.routes.ts';
import { createFiles } from './platform/files/files.service.ts';
import { installErrorHandling } from './platform/http/error-handler.ts';
import { TooManyRequestsError } from './platform/http/errors.ts';
import { installJsonBodyParser } from './platform/http/json-body.ts';
import { installOpenApi, openApiRoutes } from './platform/http/openapi.ts';
import { databaseRateLimitStore } from './platform/http/rate-limit-store.ts';
import { installSameOriginCheck, installSecurityHeaders } from './platform/http/security.ts';
import { installWebApp } from './platform/http/web-app.ts';
import { every } from './platform/jobs.ts';
import { outboxRoutes } from './platform/outbox/outbox.routes.ts';
import { createOutbox, type MailTransport, OUTBOX_RETRY_MINUTES } from './platform/outbox/outbox.service.ts';
import type { SmsTransport } from './platform/outbox/sms-transport.ts';
import { createWorkflow } from './platform/workflow/index.ts';
import { createOverdueSweep, OVERDUE_SWEEP_MINUTES } from './platform/workflow/overdue.ts';

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
  /** Timers of a real server (the workflow overdue sweep, the outbox retry); API tests drive those by hand. */
  backgroundJobs?: boolean;
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

function createContext(deps: AppDeps): AppContext {
  const { config, db } = deps;
  const clock = deps.clock ?? systemClock;
  const audit = createAudit(db, clock);
  const sessions = createSessions({ db, config, clock });
  const captchas = createCaptchas({ db, clock, generate: deps.captcha ?? rasterCaptcha });
  const login = createLogin({ db, config, clock, captchas, sessions, audit });
  const notices = createNotices({ db, clock });
  const workflow = createWorkflow({ db, clock, audit, notices });
  const files = createFiles({ db, clock, dir: deps.filesDir ?? path.join(config.dataDir, 'files') });
  const outbox = createOutbox({
    db,
    clock,
    config,
    transport: deps.mailTransport,
    smsTransport: deps.smsTransport,
  });
  return { config, db, clock, audit, sessions, captchas, login, notices, workflow, files, outbox };
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: deps.logger === false ? false : { level: config.logLevel },
    trustProxy: proxyTrust(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('activeSession', undefined);
  const ctx = createContext(deps);

  installErrorHandling(app);
  await installSecurityHeaders(app);
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
  installSameOriginCheck(app, config.publicOrigins);
  installAccessControl(app, ctx.sessions);

  await app.register(authRoutes(ctx));
  await app.register(sessionRoutes(ctx));
  await app.register(loginLockRoutes(ctx));
  await app.register(homeRoutes(ctx));
  await app.register(noticeRoutes(ctx));
  await app.register(fileRoutes(ctx));
  await app.register(editorRoutes(ctx, deps.remoteCapture));
  await app.register(dictRoutes(ctx));
  await app.register(articleRoutes(ctx));
  await app.register(workflowRoutes(ctx));
  await app.register(enterpriseRoutes(ctx));
  await app.register(institutionRoutes(ctx));
  await app.register(knowledgeRoutes(ctx));
  await app.register(hotIssueRoutes(ctx));
  await app.register(dictAdminRoutes(ctx));
  await app.register(orgAdminRoutes(ctx));
  await app.register(userAdminRoutes(ctx));
  await app.register(exportConfigRoutes(ctx));
  await app.register(usageRoutes(ctx));
  await app.register(auditLogRoutes(ctx));
  await app.register(siteSettingsRoutes(ctx));
  await app.register(registrationRoutes(ctx));
  await app.register(recoveryRoutes(ctx));
  await app.register(outboxRoutes(ctx));
  openApiRoutes(app);
  await installWebApp(app, deps.webDist);
  if (deps.backgroundJobs) {
    const jobs = [
      every('workflow overdue sweep', OVERDUE_SWEEP_MINUTES, createOverdueSweep(ctx).sweep, app.log),
      // Deliveries that failed with tries left, and claims a stopped process left behind: at
      // start, then every few minutes.
      every('outbox retry', OUTBOX_RETRY_MINUTES, ctx.outbox.sendQueued, app.log, { runNow: true }),
    ];
    app.addHook('onClose', async () => {
      await Promise.all(jobs.map((job) => job.stop()));
    });
  }
  return app;
}
