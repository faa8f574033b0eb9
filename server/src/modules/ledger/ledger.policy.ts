// Who sees and corrects which ledger (issue 10 §1, DESIGN §2): an enterprise its own, a financial
// office those of its region's subtree, a member unit every one (read only). The scope becomes one
// SQL condition on the enterprises table that every ledger query carries.
import { changesNothing, type SessionUser } from '@portal/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import { enterprises } from '../../db/schema/index.ts';
import { regionWithin } from '../../platform/access/region-scope.ts';

export const ENTERPRISE = { types: ['ENTERPRISE'] } as const;
export const OFFICES = { types: ['FINANCIAL'] } as const;
export const GOVERNMENT = { types: ['FINANCIAL', 'FUNCTIONAL'] } as const;
/** The intermediaries a ledger may name: they read their clients' stages (issue 16). */
export const INTERMEDIARIES = { types: ['BROKER', 'LAW_FIRM', 'ACCOUNTING_FIRM'] } as const;

export type LedgerScope =
  | { kind: 'region'; regionCode: string }
  | { kind: 'all' }
  | { kind: 'own'; orgId: string }
  | { kind: 'none' };

export function ledgerScopeOf(user: SessionUser): LedgerScope {
  const { org } = user;
  if (org.type === 'FINANCIAL')
    return org.regionCode ? { kind: 'region', regionCode: org.regionCode } : { kind: 'none' };
  if (org.type === 'FUNCTIONAL') return { kind: 'all' };
  if (org.type === 'ENTERPRISE') return { kind: 'own', orgId: org.id };
  return { kind: 'none' };
}

/** Corrections are a financial office's, inside its region (and the enterprise's own, via /my). */
export function writeScopeOf(user: SessionUser): LedgerScope {
  const scope = ledgerScopeOf(user);
  if (changesNothing(user)) return { kind: 'none' };
  return scope.kind === 'region' || scope.kind === 'own' ? scope : { kind: 'none' };
}

export function withinScope(scope: LedgerScope): SQL {
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

/** The region a board starts from: the office's own, or the province for a member unit. */
export const homeRegionOf = (scope: LedgerScope, provinceCode: string): string | null =>
  scope.kind === 'region' ? scope.regionCode : scope.kind === 'all' ? provinceCode : null;
