// The per-request logger (platform/http/request-logger.ts): made only when a request writes at a
// level that is on, and then writing the same lines, with the request's id, as pino's own child.
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { deferredChildLoggers } from '../src/platform/http/request-logger.ts';

/** Fastify's own pino logger at `level`, writing its lines here. */
function memoryLogger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = { write: (line: string) => lines.push(JSON.parse(line)) };
  return { logger: Fastify({ logger: { level, stream } }).log, lines };
}

const make = (logger: FastifyBaseLogger, options = {}) =>
  deferredChildLoggers.call(
    // The factory does not use the instance; Fastify calls it with the server as `this`.
    undefined as never,
    logger,
    { reqId: 'req-7' },
    options,
    undefined as never,
  );

describe('the per-request logger', () => {
  it('makes no child while the request writes only below the level, and one when it writes above', () => {
    const { logger, lines } = memoryLogger('warn');
    const child = vi.spyOn(logger, 'child');
    const log = make(logger);
    log.info({ req: 'x' }, 'incoming request');
    log.debug('details');
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
    expect(log.level).toBe('warn');

    log.warn({ code: 'SLOW' }, 'took long');
    log.error(new Error('boom'), 'failed');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toEqual([
      expect.objectContaining({ level: 40, reqId: 'req-7', code: 'SLOW', msg: 'took long' }),
      expect.objectContaining({ level: 50, reqId: 'req-7', msg: 'failed' }),
    ]);
  });

  it("follows a level set on the request's logger, not the app's", () => {
    const { logger, lines } = memoryLogger('warn');
    const log = make(logger);
    log.level = 'debug';
    log.debug('details');
    expect(log.level).toBe('debug');
    expect(lines).toEqual([expect.objectContaining({ level: 20, reqId: 'req-7', msg: 'details' })]);
  });

  it("gives a route's own level a child at once", () => {
    const { logger } = memoryLogger('warn');
    const child = vi.spyOn(logger, 'child');
    expect(make(logger, { level: 'debug' }).level).toBe('debug');
    expect(child).toHaveBeenCalledTimes(1);
  });

  it("carries each request's id in Fastify, and logs its failures", async () => {
    const lines: Record<string, unknown>[] = [];
    const app = Fastify({
      logger: { level: 'warn', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
      childLoggerFactory: deferredChildLoggers,
    });
    app.get('/quiet', async (request) => {
      request.log.info('not written at warn');
      return { ok: true };
    });
    app.get('/loud', async (request) => {
      request.log.warn('written');
      throw new Error('boom');
    });
    expect((await app.inject('/quiet')).statusCode).toBe(200);
    expect((await app.inject('/loud')).statusCode).toBe(500);
    await app.close();
    const ids = lines.map((line) => line.reqId);
    expect(lines.map((line) => line.msg)).toEqual(['written', 'boom']);
    // Both lines belong to the second request, and name it.
    expect(ids[0]).toBeDefined();
    expect(new Set(ids).size).toBe(1);
  });
});
