// The HTTP client of spec §7–8, with fetch replaced by a mock: what is sent, and who is told on errors.
import { HTTP_TIMEOUT_MS } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, configureClient, http } from './client';

const fetchMock = vi.fn<typeof fetch>();
const handlers = {
  onAuthRequired: vi.fn(),
  onDenied: vi.fn(),
  onPasswordChangeRequired: vi.fn(),
  onServerError: vi.fn(),
};

function reply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
/** A reply the test releases by hand, to keep a request in flight. */
function deferred() {
  let resolve!: (r: Response) => void;
  const promise = new Promise<Response>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
const call = (i = 0) => fetchMock.mock.calls[i] as [string, RequestInit];
const header = (i: number, name: string) => (call(i)[1].headers as Record<string, string>)[name];

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  for (const h of Object.values(handlers)) h.mockReset();
  configureClient(handlers);
  window.location.hash = '';
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('requests', () => {
  it('unwraps data and sends no-cache headers', async () => {
    fetchMock.mockResolvedValue(reply(200, { data: { count: 2 } }));
    await expect(http.get('/console/api/notice/count')).resolves.toEqual({ count: 2 });
    expect(header(0, 'Cache-Control')).toBe('no-cache');
    expect(header(0, 'Pragma')).toBe('no-cache');
    expect(call()[1].method).toBe('GET');
  });

  it('returns the whole body with raw', async () => {
    fetchMock.mockResolvedValue(reply(200, { openapi: '3.0.3' }));
    await expect(http.get('/console/api/openapi.json', { raw: true })).resolves.toEqual({ openapi: '3.0.3' });
  });

  it('drops empty strings from params and from post/put bodies', async () => {
    fetchMock.mockImplementation(async () => reply(200, { data: null }));
    await http.get('/x', { params: { page: 1, q: '', tags: ['a', ''], none: undefined } });
    expect(call(0)[0]).toBe('/x?page=1&tags=a');
    await http.post('/x', { a: '', b: 'b', nested: { c: '', d: 0 } });
    expect(JSON.parse(call(1)[1].body as string)).toEqual({ b: 'b', nested: { d: 0 } });
    await http.put('/x', { a: '', b: false });
    expect(JSON.parse(call(2)[1].body as string)).toEqual({ b: false });
    await http.post('/console/login', { account: 'admin', message: 'm', extra: '' }, { form: true });
    expect(call(3)[1].body).toBe('account=admin&message=m');
    expect(header(3, 'Content-Type')).toBe('application/x-www-form-urlencoded');
  });

  it('aborts after the 150000 ms default timeout', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    );
    const pending = http.get('/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS - 1);
    expect(call()[1].signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(call()[1].signal?.aborted).toBe(true);
    const error = (await pending) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(handlers.onServerError).toHaveBeenCalledOnce();
  });
});

describe('in-flight de-duplication', () => {
  it('shares one request for the same POST and PUT still in flight', async () => {
    const first = deferred();
    fetchMock.mockReturnValueOnce(first.promise);
    const a = http.post('/console/api/x', { n: 1 }, { params: { id: 7 } });
    const b = http.post('/console/api/x', { n: 1, blank: '' }, { params: { id: 7 } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    first.resolve(reply(200, { data: 'ok' }));
    await expect(Promise.all([a, b])).resolves.toEqual(['ok', 'ok']);
    // Once settled, the same call goes out again.
    fetchMock.mockResolvedValueOnce(reply(200, { data: 'again' }));
    await expect(http.post('/console/api/x', { n: 1 }, { params: { id: 7 } })).resolves.toBe('again');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shares a failure too, reported once', async () => {
    const first = deferred();
    fetchMock.mockReturnValueOnce(first.promise);
    const a = http.put('/x', { n: 1 }).catch((e: ApiError) => e.status);
    const b = http.put('/x', { n: 1 }).catch((e: ApiError) => e.status);
    first.resolve(reply(500, { code: 'INTERNAL_ERROR', message: 'boom' }));
    await expect(Promise.all([a, b])).resolves.toEqual([500, 500]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(handlers.onServerError).toHaveBeenCalledOnce();
  });

  it('keys by method, url, params, body and location hash', async () => {
    fetchMock.mockImplementation(() => new Promise(() => {}));
    void http.post('/x', { n: 1 });
    void http.put('/x', { n: 1 });
    void http.post('/y', { n: 1 });
    void http.post('/x', { n: 1 }, { params: { p: 1 } });
    void http.post('/x', { n: 2 });
    window.location.hash = '#other';
    void http.post('/x', { n: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(6);
  });

  it('never de-duplicates the form-encoded login, FormData or GET', async () => {
    fetchMock.mockImplementation(() => new Promise(() => {}));
    void http.post('/console/login', { account: 'a', message: 'm' }, { form: true });
    void http.post('/console/login', { account: 'a', message: 'm' }, { form: true });
    const data = new FormData();
    void http.post('/upload', data);
    void http.post('/upload', data);
    void http.get('/x');
    void http.get('/x');
    expect(fetchMock).toHaveBeenCalledTimes(6);
  });
});

describe('error catalogue', () => {
  const fail = (status: number, code = 'X', message = 'msg') => {
    fetchMock.mockResolvedValueOnce(reply(status, { code, message, details: [{ path: 'a', message: 'b' }] }));
  };

  it('403 WEB_ACCESS_AUTH_REQUIRED asks for sign-in', async () => {
    fail(403, 'WEB_ACCESS_AUTH_REQUIRED');
    await expect(http.get('/x')).rejects.toMatchObject({ status: 403, code: 'WEB_ACCESS_AUTH_REQUIRED' });
    expect(handlers.onAuthRequired).toHaveBeenCalledOnce();
    expect(handlers.onServerError).not.toHaveBeenCalled();
  });

  it('403 PASSWORD_CHANGE_REQUIRED sends the user to the password form, with no tip', async () => {
    fail(403, 'PASSWORD_CHANGE_REQUIRED', '请先修改临时密码');
    await expect(http.get('/x')).rejects.toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED' });
    expect(handlers.onPasswordChangeRequired).toHaveBeenCalledOnce();
    expect(handlers.onDenied).not.toHaveBeenCalled();
    expect(handlers.onServerError).not.toHaveBeenCalled();
  });

  it("403 WEB_ACCESS_DENIED shows the server's message", async () => {
    fail(403, 'WEB_ACCESS_DENIED', '仅管理员可以访问');
    await expect(http.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(handlers.onDenied).toHaveBeenCalledWith('仅管理员可以访问');
    expect(handlers.onServerError).not.toHaveBeenCalled();
  });

  it.each([
    400, 401, 404, 405, 409, 422,
  ])('%i gets no generic tip but keeps code and details', async (status) => {
    fail(status, 'VALIDATION_FAILED', 'bad');
    const error = (await http.post('/x', { n: status }).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status, code: 'VALIDATION_FAILED', message: 'bad' });
    expect(error.details).toEqual([{ path: 'a', message: 'b' }]);
    expect(Object.values(handlers).every((h) => h.mock.calls.length === 0)).toBe(true);
  });

  it.each([500, 502, 503, 429, 418])('%i gets the server error tip', async (status) => {
    fail(status);
    await expect(http.get('/x')).rejects.toMatchObject({ status });
    expect(handlers.onServerError).toHaveBeenCalledOnce();
  });

  it('a network failure gets the tip too', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(http.get('/x')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(handlers.onServerError).toHaveBeenCalledOnce();
  });

  it('a non-JSON error body still rejects with the status', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(http.get('/x')).rejects.toMatchObject({ status: 502, code: 'HTTP_ERROR' });
  });

  it.each([
    [403, 'WEB_ACCESS_AUTH_REQUIRED'],
    [403, 'WEB_ACCESS_DENIED'],
    [500, 'INTERNAL_ERROR'],
  ])('silent calls tell nobody (%i %s)', async (status, code) => {
    fail(status, code);
    await expect(http.get('/x', { silent: true })).rejects.toMatchObject({ status, code });
    expect(Object.values(handlers).every((h) => h.mock.calls.length === 0)).toBe(true);
  });
});
