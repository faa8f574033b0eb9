// ORG_INFO in sessionStorage (spec §3): the signed-in user's org and authorities as JSON. What
// is missing, empty or unparseable counts as signed out, so every reader goes through here.
import { AUTHORITIES, type SessionUser, STORAGE_KEYS, sessionOrg, type Viewer } from '@portal/contract';
import { z } from 'zod';

export const orgInfo = z.object({
  org: sessionOrg,
  authorities: z.array(z.enum(AUTHORITIES)),
  account: z.string(),
  name: z.string(),
});
export type OrgInfo = z.infer<typeof orgInfo>;

export function parseOrgInfo(raw: string | null | undefined): OrgInfo | null {
  if (!raw) return null;
  try {
    const parsed = orgInfo.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function readOrgInfo(storage: Storage = sessionStorage): OrgInfo | null {
  return parseOrgInfo(storage.getItem(STORAGE_KEYS.orgInfo));
}

export function writeOrgInfo(user: SessionUser, storage: Storage = sessionStorage): OrgInfo {
  const info: OrgInfo = {
    org: user.org,
    authorities: user.authorities,
    account: user.account,
    name: user.name,
  };
  storage.setItem(STORAGE_KEYS.orgInfo, JSON.stringify(info));
  return info;
}

export function clearOrgInfo(storage: Storage = sessionStorage): void {
  storage.removeItem(STORAGE_KEYS.orgInfo);
}

/** The part of the session the menu rules read. */
export function viewerOf(info: OrgInfo): Viewer {
  return { org: info.org, authorities: info.authorities };
}
