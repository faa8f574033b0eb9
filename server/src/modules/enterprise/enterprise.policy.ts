// Who sees and changes which enterprise (DESIGN §2). The scope is turned into one SQL condition
// that every enterprise query carries, reads and writes alike; outside it a record does not exist.
import { changesNothing, type SessionUser } from '@portal/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { enterprises, profileVersions } from '../../db/schema/index.ts';
import { regionWithin } from '../../platform/access/region-scope.ts';

/**
 * Route access: the enterprises (their own record), the financial offices (grades and tags), the
 * government, and all of them (each within its scope below).
 */
export const ENTERPRISE = { types: ['ENTERPRISE'] } as const;
export const OFFICES = { types: ['FINANCIAL'] } as const;
export const GOVERNMENT = { types: ['FINANCIAL', 'FUNCTIONAL'] } as const;
export const READERS = { types: ['ENTERPRISE', 'FINANCIAL', 'FUNCTIONAL'] } as const;

export type EnterpriseScope =
  /** A financial office: its region's subtree (the province office: the whole province). */
  | { kind: 'region'; regionCode: string }
  /** A member unit: every enterprise, read-only. */
  | { kind: 'all' }
  /** An enterprise: itself. */
  | { kind: 'own'; orgId: string }
  | { kind: 'none' };

export function enterpriseScopeOf(user: SessionUser): EnterpriseScope {
  const { org } = user;
  if (org.type === 'FINANCIAL')
    return org.regionCode ? { kind: 'region', regionCode: org.regionCode } : { kind: 'none' };
  if (org.type === 'FUNCTIONAL') return { kind: 'all' };
  if (org.type === 'ENTERPRISE') return { kind: 'own', orgId: org.id };
  return { kind: 'none' };
}

/**
 * What the government may see of an enterprise: one approved at least once, or one whose version
 * is in review or was returned. A record whose only version is a draft never submitted (or taken
 * back) is the enterprise's own business: its columns hold that draft's values (see
 * enterprise.service saveDraft), so it stays out of every government list, export and profile.
 */
const shownToGovernment = sql`(${enterprises.currentVersionId} is not null or exists (
  select 1 from ${profileVersions} as shown_version
  where shown_version.subject_type = 'enterprise' and shown_version.subject_id = ${enterprises.id}
    and shown_version.status in ('SUBMITTED', 'REJECTED')))`;

/** The scope as a condition on the enterprises table. */
export function withinScope(scope: EnterpriseScope): SQL {
  switch (scope.kind) {
    case 'region':
      return and(regionWithin(enterprises.regionCode, scope.regionCode), shownToGovernment)!;
    case 'all':
      return shownToGovernment;
    case 'own':
      return eq(enterprises.orgId, scope.orgId);
    case 'none':
      return sql`false`;
  }
}

/** Government changes (grade, tags) are a financial office's, inside its region. */
export function writeScopeOf(user: SessionUser): EnterpriseScope {
  const scope = enterpriseScopeOf(user);
  return scope.kind === 'region' ? scope : { kind: 'none' };
}

/** A financial office's people, except an auditor, who changes nothing (DESIGN §9). */
export const canChangeGrades = (user: SessionUser) => user.org.type === 'FINANCIAL' && !changesNothing(user);
