// Signing a demo account in to a running server, as the browser does (the login cipher with the
// default key), for the benches that time signed-in calls.
import { DEFAULT_LOGIN_AES_IV, DEFAULT_LOGIN_AES_KEY, encryptCredentials } from '@portal/contract';

const password = process.env.DEMO_PASSWORD || 'Portal@2026';

/** The session cookie (`name=value`) of `account` on the server at `url`. */
export async function signIn(url: string, account: string): Promise<string> {
  const message = encryptCredentials(
    { account, password, key: '', code: '' },
    DEFAULT_LOGIN_AES_KEY,
    DEFAULT_LOGIN_AES_IV,
  );
  const response = await fetch(`${url}/console/login?ajax=true`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: url },
    body: new URLSearchParams({ account, message }).toString(),
  });
  if (!response.ok)
    throw new Error(`sign-in of ${account} failed: ${response.status} ${await response.text()}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}
