// Who sees and changes which enterprise (DESIGN §2). The scope is turned into one SQL condition
// that every enterprise query carries, reads and writes alike; outside it a record does not exist.
import type { SessionUser } from '@portal/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import { enterprises } from '../../db/schema/index.ts';
import { regionWithin } from '../../platform/access/region-scope.ts';

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

/** The scope as a condition on the enterprises table. */
export function withinScope(scope: EnterpriseScope): SQL {
  switch (scope.kind) {
    case 'region':
      return regionWithin(enterprises.regionCode, scope.regionCode);
    case 'all':
      return sql`true`;
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

export const canChangeGrades = (user: SessionUser) => user.org.type === 'FINANCIAL';
