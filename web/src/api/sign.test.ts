// The login call of spec §7 / DESIGN §6 as it leaves the browser.
import { DEFAULT_LOGIN_AES_IV, DEFAULT_LOGIN_AES_KEY, decryptCredentials } from '@portal/contract';
import { afterEach, expect, it, vi } from 'vitest';
import { configureClient } from './client';
import { signIn } from './sign';

afterEach(() => vi.unstubAllGlobals());

it('posts only account and the encrypted message, form-encoded, and reports nothing itself', async () => {
  const onServerError = vi.fn();
  configureClient({ onAuthRequired: vi.fn(), onDenied: vi.fn(), onServerError });
  const fetchMock = vi
    .fn<typeof fetch>()
    .mockResolvedValue(new Response('{"code":"LOGIN_FAILED"}', { status: 400 }));
  vi.stubGlobal('fetch', fetchMock);
  const input = { account: 'admin', password: 'Portal@2026', key: 'k-1', code: 'a7K2' };
  await expect(signIn(input)).rejects.toMatchObject({ code: 'LOGIN_FAILED' });
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  expect(url).toBe('/console/login?ajax=true');
  expect(init.method).toBe('POST');
  const body = new URLSearchParams(init.body as string);
  expect([...body.keys()]).toEqual(['account', 'message']);
  expect(body.get('account')).toBe('admin');
  expect(decryptCredentials(body.get('message') ?? '', DEFAULT_LOGIN_AES_KEY, DEFAULT_LOGIN_AES_IV)).toEqual(
    input,
  );
  expect(init.body).not.toContain('Portal');
  expect(onServerError).not.toHaveBeenCalled();
});
