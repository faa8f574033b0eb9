// The session flow of spec §4: status (silent) → AUTHORIZED → load the session → store ORG_INFO
// → start notice polling. The router then registers the role's routes once and continues.
import { authEndpoints, type SessionStatus, type SessionUser } from '@portal/contract';
import { api } from '../api/endpoint';
import { clearOrgInfo, type OrgInfo, readOrgInfo, writeOrgInfo } from '../session/orgInfo';
import { startNoticePolling, stopNoticePolling } from './notices';
import { queryClient } from './queryClient';

export const sessionKeys = { me: ['session', 'me'] as const };

/** Whether the server was asked during this page load; until then stored info is not trusted. */
let checked = false;
let pending: Promise<OrgInfo | null> | null = null;

/** The signed-in user's info, or null for an anonymous visitor. Concurrent callers share one check. */
export function ensureSession(): Promise<OrgInfo | null> {
  const stored = readOrgInfo();
  if (checked && stored) return Promise.resolve(stored);
  pending ??= loadSession().finally(() => {
    pending = null;
  });
  return pending;
}

async function loadSession(): Promise<OrgInfo | null> {
  let status: SessionStatus;
  try {
    status = await api(authEndpoints.status, {}, { silent: true });
  } catch {
    // Session-check failures are ignored (spec §7): keep what this tab knows and ask again later.
    return readOrgInfo();
  }
  if (status.session !== 'AUTHORIZED') {
    endLocalSession();
    checked = true;
    return null;
  }
  let user: SessionUser;
  try {
    user = await api(authEndpoints.me, {}, { silent: true });
  } catch {
    return null;
  }
  const info = writeOrgInfo(user);
  queryClient.setQueryData(sessionKeys.me, user);
  startNoticePolling(queryClient);
  checked = true;
  return info;
}

/** Forgets the session in this tab (the server said it is gone). */
export function endLocalSession(): void {
  clearOrgInfo();
  stopNoticePolling();
  queryClient.removeQueries({ queryKey: sessionKeys.me });
}

/** For tests: start over as on a fresh page load. */
export function resetSessionForTests(): void {
  checked = false;
  pending = null;
}
