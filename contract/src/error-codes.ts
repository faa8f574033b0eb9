// The error codes of DESIGN §5 that an answer's `code` carries (the body's shape is http.ts's).
export const ERROR_CODES = {
  authRequired: 'WEB_ACCESS_AUTH_REQUIRED',
  denied: 'WEB_ACCESS_DENIED',
  /** A temporary password (issued by an administrator) must be changed before anything else. */
  passwordChangeRequired: 'PASSWORD_CHANGE_REQUIRED',
  validation: 'VALIDATION_FAILED',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  crossOrigin: 'CROSS_ORIGIN_REFUSED',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  internal: 'INTERNAL_ERROR',
  loginFailed: 'LOGIN_FAILED',
  captchaRequired: 'CAPTCHA_REQUIRED',
  captchaInvalid: 'CAPTCHA_INVALID',
  accountLocked: 'ACCOUNT_LOCKED',
  passwordWeak: 'PASSWORD_WEAK',
  passwordWrong: 'PASSWORD_WRONG',
  resetCodeInvalid: 'RESET_CODE_INVALID',
  badRequest: 'BAD_REQUEST',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  /** The process cannot serve yet (readiness: database or migrations). */
  serviceUnavailable: 'SERVICE_UNAVAILABLE',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
