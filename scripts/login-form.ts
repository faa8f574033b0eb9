// The sign-in form's fields as the browser sends them (the login cipher with the compiled-in
// default key), for the benches and journeys that sign an account in without the form.
import { DEFAULT_LOGIN_AES_IV, DEFAULT_LOGIN_AES_KEY, encryptCredentials } from '@portal/contract';

/** `POST /console/login?ajax=true`'s form body, url-encoded by the caller's client. */
export function loginForm(account: string, password: string): { account: string; message: string } {
  const credentials = { account, password, key: '', code: '' };
  return { account, message: encryptCredentials(credentials, DEFAULT_LOGIN_AES_KEY, DEFAULT_LOGIN_AES_IV) };
}
