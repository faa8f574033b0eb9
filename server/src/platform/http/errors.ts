// Typed errors thrown anywhere below a route; the one error handler maps them to the HTTP contract.
import { ERROR_CODES, type ErrorBody, type ErrorCode } from '@portal/contract';

export type ErrorDetail = NonNullable<ErrorBody['details']>[number];

export class HttpError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly details: ErrorDetail[] | undefined;

  constructor(status: number, code: ErrorCode, message: string, details?: ErrorDetail[]) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export class ValidationError extends HttpError {
  constructor(details: ErrorDetail[], message = '请求参数不正确') {
    super(400, ERROR_CODES.validation, message, details);
  }
}

export class NotFoundError extends HttpError {
  constructor(message = '请求的资源不存在') {
    super(404, ERROR_CODES.notFound, message);
  }
}

export class ConflictError extends HttpError {
  constructor(message = '数据已被修改或已存在，请刷新后重试') {
    super(409, ERROR_CODES.conflict, message);
  }
}

export class AuthRequiredError extends HttpError {
  constructor() {
    super(403, ERROR_CODES.authRequired, '抱歉，您需要登录后才能访问');
  }
}

export class AccessDeniedError extends HttpError {
  constructor(message = '抱歉，您无权访问该资源') {
    super(403, ERROR_CODES.denied, message);
  }
}

export class PasswordChangeRequiredError extends HttpError {
  constructor() {
    super(403, ERROR_CODES.passwordChangeRequired, '请先修改管理员发放的临时密码，再使用系统其他功能');
  }
}

export class CrossOriginError extends HttpError {
  constructor() {
    super(403, ERROR_CODES.crossOrigin, '请求来源不被允许，请从本站页面操作');
  }
}

export class TooManyRequestsError extends HttpError {
  constructor(message = '操作过于频繁，请稍后再试') {
    super(429, ERROR_CODES.tooManyRequests, message);
  }
}

/** 503: this process cannot serve yet (readiness); the balancer sends the request elsewhere. */
export class ServiceUnavailableError extends HttpError {
  constructor(message: string, details?: ErrorDetail[]) {
    super(503, ERROR_CODES.serviceUnavailable, message, details);
  }
}

/** A 400 answer with its own code: sign-in and password failures. */
export class RequestRefusedError extends HttpError {
  constructor(code: ErrorCode, message: string, details?: ErrorDetail[]) {
    super(400, code, message, details);
  }
}
