// Composes the application: external plugins, platform (errors, security, access, audit, auth),
// then the feature modules. Nothing here listens; main.ts and the tests decide that.
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type Clock, type Config, systemClock } from './config.ts';
import type { AppContext } from './context.ts';
import type { Database } from './db/client.ts';
import { homeRoutes } from './modules/home/home.routes.ts';
import { noticeRoutes } from './modules/notice/notice.routes.ts';
import { createNotices } from './modules/notice/notice.service.ts';
import { installAccessControl } from './platform/access/access.ts';
import { createAudit } from './platform/audit/audit.ts';
import { authRoutes } from './platform/auth/auth.routes.ts';
import { type CaptchaGenerator, svgCaptcha } from './platform/auth/captcha-image.ts';
import { createCaptchas } from './platform/auth/captchas.ts';
import { createLogin } from './platform/auth/login.ts';
import { loginLockRoutes } from './platform/auth/login-locks.routes.ts';
import { sessionRoutes } from './platform/auth/session.routes.ts';
import { createSessions } from './platform/auth/sessions.ts';
import { installErrorHandling } from './platform/http/error-handler.ts';
import { TooManyRequestsError } from './platform/http/errors.ts';
import { installJsonBodyParser } from './platform/http/json-body.ts';
import { installOpenApi, openApiRoutes } from './platform/http/openapi.ts';
import { installSameOriginCheck, installSecurityHeaders } from './platform/http/security.ts';
import { installWebApp } from './platform/http/web-app.ts';

export type AppDeps = {
  config: Config;
  db: Database;
  clock?: Clock;
  captcha?: CaptchaGenerator;
  logger?: boolean;
  /** Where the built web app lives; tests point it elsewhere. */
  webDist?: string;
};

function createContext(deps: AppDeps): AppContext {
  const { config, db } = deps;
  const clock = deps.clock ?? systemClock;
  const audit = createAudit(db, clock);
  const sessions = createSessions({ db, config, clock });
  const captchas = createCaptchas({ db, clock, generate: deps.captcha ?? svgCaptcha });
  const login = createLogin({ db, config, clock, captchas, sessions, audit });
  const notices = createNotices({ db, clock });
  return { config, db, clock, audit, sessions, captchas, login, notices };
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: deps.logger === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
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
    errorResponseBuilder: () => new TooManyRequestsError(),
  });
  await installOpenApi(app);
  installSameOriginCheck(app);
  installAccessControl(app, ctx.sessions);

  await app.register(authRoutes(ctx));
  await app.register(sessionRoutes(ctx));
  await app.register(loginLockRoutes(ctx));
  await app.register(homeRoutes(ctx));
  await app.register(noticeRoutes(ctx));
  openApiRoutes(app);
  await installWebApp(app, deps.webDist);
  return app;
}
