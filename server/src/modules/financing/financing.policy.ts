// Who sees which financing need (issue 12 §4, DESIGN §2): an enterprise its own; an office the
// needs of its region's enterprises once submitted; an investor or bank the published needs
// visible to it, and any need it already has a pair with. Anything else is not found (404).

import type { OrgType, SessionUser } from '@portal/contract';
import { FINANCIER_TYPES, INVESTOR_TYPES } from '@portal/contract/financing';
import { and, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { regionWithin } from '../../platform/access/region-scope.ts';
import { financingMatches, financingNeeds } from './financing.schema.ts';

export const ENTERPRISES = { types: ['ENTERPRISE'] } as const satisfies { types: readonly OrgType[] };
export const OFFICES = { types: ['FINANCIAL'] } as const satisfies { types: readonly OrgType[] };
export const FINANCIERS = { types: FINANCIER_TYPES } as const;
/** Everyone with some need to read: the two sides of matching and the offices. */
export const NEED_READERS = { types: ['ENTERPRISE', 'FINANCIAL', ...FINANCIER_TYPES] } as const satisfies {
  types: readonly OrgType[];
};
/** Enterprises and financiers: the two sides of a pair. */
export const PAIR_SIDES = { types: ['ENTERPRISE', ...FINANCIER_TYPES] } as const satisfies {
  types: readonly OrgType[];
};

const has = (list: readonly string[], type: OrgType) => list.includes(type);
export const isOffice = (user: SessionUser) => user.org.type === 'FINANCIAL';
export const isEnterprise = (user: SessionUser) => user.org.type === 'ENTERPRISE';
export const isFinancier = (user: SessionUser) => has(FINANCIER_TYPES, user.org.type);
export const isInvestor = (type: OrgType) => has(INVESTOR_TYPES, type);

/** Published needs an institution of this type may see. */
export function visibleTo(type: OrgType): SQL {
  const audience = isInvestor(type) ? sql`true` : eq(financingNeeds.visibility, 'ALL_INSTITUTIONS');
  return and(eq(financingNeeds.status, 'PUBLISHED'), audience)!;
}

/** SQL: the need is one the user may read at all. */
export function needScope(user: SessionUser): SQL {
  if (isEnterprise(user)) return eq(financingNeeds.orgId, user.org.id);
  if (isOffice(user))
    return and(
      regionWithin(financingNeeds.orgRegionCode, user.org.regionCode),
      ne(financingNeeds.status, 'DRAFT'),
    )!;
  if (isFinancier(user)) {
    const paired = sql`exists (select 1 from ${financingMatches} m where m.need_id = ${financingNeeds.id}
      and m.investor_org_id = ${user.org.id})`;
    return or(visibleTo(user.org.type), paired)!;
  }
  return sql`false`;
}

export const EDITABLE = ['DRAFT', 'REJECTED'] as const;
export const OPEN_FOR_MATCHING = ['PUBLISHED'] as const;
export const inStatuses = (statuses: readonly string[]) =>
  inArray(financingNeeds.status, statuses as readonly ('DRAFT' | 'PUBLISHED')[]);
