// ORG_INFO in sessionStorage (spec §3): the signed-in user's org and authorities as JSON. What
// is missing, empty or unparseable counts as signed out, so every reader goes through here.
import {
  AUTHORITIES,
  type Authority,
  GRADES,
  ORG_TYPES,
  type SessionOrg,
  type SessionUser,
  STORAGE_KEYS,
  type Viewer,
} from '@portal/contract';

export type OrgInfo = { org: SessionOrg; authorities: Authority[]; account: string; name: string };

// Checked by hand rather than with the contract's zod schema: every page reads this at start,
// the public portal's first one included, and zod would be half of what that page downloads.
const isString = (value: unknown): value is string => typeof value === 'string';
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const everyOf = (value: unknown, allowed: readonly string[]) =>
  Array.isArray(value) && value.every((item) => allowed.includes(item));

function isSessionOrg(org: unknown): org is SessionOrg {
  return (
    isRecord(org) &&
    isString(org.id) &&
    isString(org.name) &&
    ORG_TYPES.includes(org.type as SessionOrg['type']) &&
    everyOf(org.grades, GRADES) &&
    typeof org.has_shortcut === 'boolean' &&
    (org.level === null || Number.isInteger(org.level)) &&
    (org.regionCode === null || isString(org.regionCode))
  );
}

export function parseOrgInfo(raw: string | null | undefined): OrgInfo | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value) || !isSessionOrg(value.org) || !everyOf(value.authorities, AUTHORITIES)) return null;
  if (!isString(value.account) || !isString(value.name)) return null;
  // Only the known keys, as the schema this replaces gave them.
  const { id, name, type, grades, has_shortcut, level, regionCode } = value.org;
  const org = { id, name, type, grades, has_shortcut, level, regionCode };
  return { org, authorities: value.authorities as Authority[], account: value.account, name: value.name };
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
