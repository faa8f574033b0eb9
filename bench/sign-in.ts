// Signing a demo account in to a running server, as the browser does (the login cipher with the
// default key), for the benches that time signed-in calls.
import { loginForm } from '../scripts/login-form.ts';

const password = process.env.DEMO_PASSWORD || 'Portal@2026';

/** The session cookie (`name=value`) of `account` on the server at `url`. */
export async function signIn(url: string, account: string): Promise<string> {
  const response = await fetch(`${url}/console/login?ajax=true`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: url },
    body: new URLSearchParams(loginForm(account, password)).toString(),
  });
  if (!response.ok)
    throw new Error(`sign-in of ${account} failed: ${response.status} ${await response.text()}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}
