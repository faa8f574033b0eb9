// Where to go after signing in. Only same-site paths under the /oa/ app are accepted, so a
// crafted link cannot bounce a fresh session to another site (open redirect).
import { BASE_PATH } from '@portal/contract';

export const HOME_PATH = BASE_PATH;
export const PASSWORD_PAGE = `${BASE_PATH}profile/attribute?tab=password`;
/** Where a registrant awaiting review lands after signing in (issue 3 §2). */
export const REGISTRATION_STATUS_PAGE = `${BASE_PATH}sign/identifying`;
const PROBE_ORIGIN = 'http://same.site';

/** `redirect` query value → absolute path under /oa/; app-relative paths get the base prefixed. */
export function safeRedirect(value: string | null | undefined): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return HOME_PATH;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return HOME_PATH;
  }
  // The URL parser strips tabs and newlines, so "/\t/evil.example" shows up here as another origin.
  if (url.origin !== PROBE_ORIGIN) return HOME_PATH;
  const base = BASE_PATH.replace(/\/$/, '');
  let path = url.pathname;
  if (path !== base && !path.startsWith(BASE_PATH)) path = base + path;
  // Back to a sign page would loop or sign straight out again.
  if (path.startsWith(`${BASE_PATH}sign/`)) return HOME_PATH;
  return path + url.search + url.hash;
}
