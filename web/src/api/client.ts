// The HTTP client of spec §7–8: one place for timeouts, no-cache headers, empty-value dropping,
// in-flight de-duplication and the error catalogue. Pages call it through query hooks.
import { ERROR_CODES, HTTP_TIMEOUT_MS } from '@portal/contract';

export type Params = Record<string, unknown>;

export type RequestOptions = {
  params?: Params;
  /** Send the body form-encoded (the login call); such requests are never de-duplicated. */
  form?: boolean;
  /** No generic error handling at all (session check, notice count). */
  silent?: boolean;
  /** Return the whole JSON body instead of its `data` (documents not in the envelope, e.g. openapi.json). */
  raw?: boolean;
  timeoutMs?: number;
};

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: Array<{ path: string; message: string }>;
  constructor(status: number, code: string, message: string, details: ApiError['details'] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export type ErrorHandlers = {
  /** 403 WEB_ACCESS_AUTH_REQUIRED: the shell sends the browser to /oa/sign/in. */
  onAuthRequired: () => void;
  /** 403 WEB_ACCESS_DENIED: the server's message is shown. */
  onDenied: (message: string) => void;
  /** 403 PASSWORD_CHANGE_REQUIRED: a temporary password; the shell opens the password form. */
  onPasswordChangeRequired?: () => void;
  /** 500 and any status not in the quiet list: the generic tip for 5 s. */
  onServerError: () => void;
};

let handlers: ErrorHandlers = { onAuthRequired: () => {}, onDenied: () => {}, onServerError: () => {} };
export function configureClient(next: ErrorHandlers): void {
  handlers = next;
}

// The browser's fetch, looked up at each call (tests replace the global). The server's first-screen
// drawing (prerender.tsx) puts its own in place: a call into the server itself, no socket.
let transport: typeof fetch = (input, init) => fetch(input, init);
export function configureTransport(next: typeof fetch): void {
  transport = next;
}

/** Statuses that get no generic tip: the page handles them (spec §8). */
const QUIET_STATUSES = new Set([400, 401, 404, 405, 409, 422]);

/** Drops empty-string values (spec §5 "Requests"); nested objects are cleaned too. */
export function dropEmpty<T>(value: T): T {
  if (Array.isArray(value)) return value.map(dropEmpty) as T;
  if (
    value !== null &&
    typeof value === 'object' &&
    !(value instanceof Blob) &&
    !(value instanceof FormData)
  ) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (v !== '' && v !== undefined) out[k] = dropEmpty(v);
    return out as T;
  }
  return value;
}

export function buildUrl(url: string, params?: Params): string {
  if (!params) return url;
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(dropEmpty(params))) {
    if (v === null || v === undefined) continue;
    if (Array.isArray(v)) {
      for (const item of v) if (item !== '') search.append(k, String(item));
    } else search.append(k, String(v));
  }
  const query = search.toString();
  if (!query) return url;
  return url + (url.includes('?') ? '&' : '?') + query;
}

const inFlight = new Map<string, Promise<unknown>>();

// Keyed on what is actually sent: `{a: ''}` and `{}` are the same request once empty values are dropped.
function dedupKey(method: string, url: string, body: unknown): string {
  const sent = body === undefined ? null : dropEmpty(body);
  return JSON.stringify([method, url, sent, typeof location === 'undefined' ? '' : location.hash]);
}

async function send<T>(method: string, url: string, body: unknown, options: RequestOptions): Promise<T> {
  const headers: Record<string, string> = {
    'Cache-Control': 'no-cache',
    Pragma: 'no-cache',
    Accept: 'application/json',
  };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined && options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(dropEmpty(body) as Record<string, string>).toString();
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(dropEmpty(body));
  }
  const controller = new AbortController();
  // The timeout covers reading the body too, so a stalled download cannot hang a page forever.
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? HTTP_TIMEOUT_MS);
  let response: Response;
  let json: { data?: T; code?: string; message?: string; details?: ApiError['details'] } | null;
  try {
    response = await transport(buildUrl(url, options.params), {
      method,
      headers,
      body: payload,
      credentials: 'same-origin',
      signal: controller.signal,
    });
    // A body that is not JSON reads as null; a timeout while reading still fails the call.
    json = await response.json().catch((cause: unknown) => {
      if (controller.signal.aborted) throw cause;
      return null;
    });
  } catch (cause) {
    if (!options.silent) handlers.onServerError();
    throw new ApiError(0, 'NETWORK_ERROR', cause instanceof Error ? cause.message : String(cause));
  } finally {
    clearTimeout(timer);
  }
  if (response.ok) return (options.raw ? json : (json?.data ?? null)) as T;
  const error = new ApiError(
    response.status,
    json?.code ?? 'HTTP_ERROR',
    json?.message ?? response.statusText,
    json?.details ?? [],
  );
  if (!options.silent) report(error);
  throw error;
}

function report(error: ApiError): void {
  if (error.status === 403 && error.code === ERROR_CODES.authRequired) handlers.onAuthRequired();
  else if (error.status === 403 && error.code === ERROR_CODES.denied) handlers.onDenied(error.message);
  else if (error.status === 403 && error.code === ERROR_CODES.passwordChangeRequired)
    handlers.onPasswordChangeRequired?.();
  // Spec §8: "500 and any other status" get the tip — 429 and a 403 with another code included.
  else if (!QUIET_STATUSES.has(error.status)) handlers.onServerError();
}

/** POST/PUT (not form data, not form-encoded) identical to one still in flight share its result. */
function deduplicated<T>(method: string, url: string, body: unknown, options: RequestOptions): Promise<T> {
  if (options.form || body instanceof FormData) return send<T>(method, url, body, options);
  const key = dedupKey(method, buildUrl(url, options.params), body);
  const pending = inFlight.get(key);
  if (pending) return pending as Promise<T>;
  const request = send<T>(method, url, body, options).finally(() => inFlight.delete(key));
  inFlight.set(key, request);
  return request;
}

export const http = {
  get: <T>(url: string, options: RequestOptions = {}) => send<T>('GET', url, undefined, options),
  delete: <T>(url: string, options: RequestOptions = {}) => send<T>('DELETE', url, undefined, options),
  post: <T>(url: string, body?: unknown, options: RequestOptions = {}) =>
    deduplicated<T>('POST', url, body, options),
  put: <T>(url: string, body?: unknown, options: RequestOptions = {}) =>
    deduplicated<T>('PUT', url, body, options),
};
