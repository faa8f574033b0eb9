// The one error handler and the not-found handler: every failure leaves as {code, message, details?}.
import { ERROR_CODES, type ErrorBody } from '@portal/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, NotFoundError } from './errors.ts';

const INTERNAL: ErrorBody = { code: ERROR_CODES.internal, message: '服务器内部错误' };

// Fastify's own 4xx errors (bad JSON, wrong content type, body too large) keep their status.
const FRAMEWORK_CODES: Record<number, ErrorBody> = {
  400: { code: ERROR_CODES.badRequest, message: '请求格式不正确' },
  404: { code: ERROR_CODES.notFound, message: '请求的资源不存在' },
  413: { code: ERROR_CODES.payloadTooLarge, message: '请求内容过大' },
  415: { code: ERROR_CODES.unsupportedMediaType, message: '不支持的请求内容类型' },
  429: { code: ERROR_CODES.tooManyRequests, message: '操作过于频繁，请稍后再试' },
};

function toBody(error: HttpError): ErrorBody {
  return error.details
    ? { code: error.code, message: error.message, details: error.details }
    : { code: error.code, message: error.message };
}

/**
 * Fastify option `frameworkErrors`: the router's own refusals, before any route or hook — a path
 * segment that is no valid percent-encoded UTF-8 (400), or one over the length limit (414) — in
 * the portal's envelope instead of Fastify's.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  reply.code(error.statusCode ?? 400).send({ code: ERROR_CODES.badRequest, message: '请求地址不正确' });
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) return reply.code(error.status).send(toBody(error));
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? ''),
        message: issue.message ?? 'invalid',
      }));
      return reply.code(400).send({ code: ERROR_CODES.validation, message: '请求参数不正确', details });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(FRAMEWORK_CODES[status] ?? FRAMEWORK_CODES[400]!);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(INTERNAL);
  });

  app.setNotFoundHandler((_request, reply) => {
    return reply.code(404).send(toBody(new NotFoundError()));
  });
}
