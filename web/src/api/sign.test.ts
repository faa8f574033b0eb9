// The login call of spec §7 / DESIGN §6 as it leaves the browser.
import { decryptCredentials } from '@portal/contract';
import { afterEach, expect, it, vi } from 'vitest';
import { configureClient } from './client';
import { signIn } from './sign';

afterEach(() => vi.unstubAllGlobals());

// A deployment's own key (LOGIN_AES_KEY / _IV), as the server announces it.
const KEY = 'AnotherKey-16chr';
const IV = 'AnotherIv--16chr';

it('encrypts with the key the server announces; posts only account and message, form-encoded', async () => {
  const onServerError = vi.fn();
  configureClient({ onAuthRequired: vi.fn(), onDenied: vi.fn(), onServerError });
  const fetchMock = vi
    .fn<typeof fetch>()
    .mockImplementation(async (url) =>
      String(url).startsWith('/console/api/login/cipher')
        ? new Response(JSON.stringify({ data: { key: KEY, iv: IV } }), { status: 200 })
        : new Response('{"code":"LOGIN_FAILED"}', { status: 400 }),
    );
  vi.stubGlobal('fetch', fetchMock);
  const input = { account: 'admin', password: 'Portal@2026', key: 'k-1', code: 'a7K2' };
  await expect(signIn(input)).rejects.toMatchObject({ code: 'LOGIN_FAILED' });
  expect(String(fetchMock.mock.calls[0]![0])).toMatch(/^\/console\/api\/login\/cipher/);
  const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
  expect(url).toBe('/console/login?ajax=true');
  expect(init.method).toBe('POST');
  const body = new URLSearchParams(init.body as string);
  expect([...body.keys()]).toEqual(['account', 'message']);
  expect(body.get('account')).toBe('admin');
  expect(decryptCredentials(body.get('message') ?? '', KEY, IV)).toEqual(input);
  expect(init.body).not.toContain('Portal');
  expect(onServerError).not.toHaveBeenCalled();
});
