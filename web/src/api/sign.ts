// Calls of the sign-in page (spec §7, DESIGN §6): captcha, the encrypted login, sign-out.
import { authEndpoints, encryptCredentials, type LoginCipher } from '@portal/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from './endpoint';

export type LoginInput = { account: string; password: string; key: string; code: string };

/** Whether the next sign-in of this account must carry a captcha. */
export function fetchCaptchaRequired(account: string): Promise<boolean> {
  return api(authEndpoints.captchaRequired, { query: { account } }, { silent: true })
    .then((r) => r.required)
    .catch(() => false);
}

/** A fresh challenge each time it is (re)fetched; never cached, a key is good for one try. */
export function useCaptcha(enabled: boolean) {
  return useQuery({
    queryKey: ['captcha'],
    queryFn: () => api(authEndpoints.captcha),
    enabled,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/**
 * Form-encoded `account` + `message`; the password, captcha key and code travel only inside
 * the encrypted message. Silent: the sign-in page explains every failure itself.
 */
export async function signIn(input: LoginInput) {
  const { key, iv } = await loginCipher();
  const message = encryptCredentials(input, key, iv);
  return api(
    authEndpoints.login,
    { query: { ajax: 'true' }, body: { account: input.account, message } },
    { form: true, silent: true },
  );
}

let cipher: Promise<LoginCipher> | null = null;
/** The server's cipher settings, asked once per page load (again after a failure). */
function loginCipher(): Promise<LoginCipher> {
  cipher ??= api(authEndpoints.cipher, {}, { silent: true }).catch((error: unknown) => {
    cipher = null;
    throw error;
  });
  return cipher;
}

export function useLogin() {
  return useMutation({ mutationFn: signIn });
}

export function logout(): Promise<unknown> {
  // POST: a change, so the server's same-origin rule applies (its GET twin refuses navigations).
  return api(authEndpoints.logout, { query: { ajax: 'true' } }, { silent: true });
}
