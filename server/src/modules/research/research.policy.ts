// Who sees what of research (DESIGN §2): a financial office the letters issued and the visit
// records written in its region subtree (province: all); an enterprise only the letters sent to it
// (through its recipient row, see research.repository myLetters) and the approved records about it.
import type { SessionUser } from '@portal/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { regionWithin, scopeOf } from '../../platform/access/region-scope.ts';
import { researchLetters, researchRecords } from './research.schema.ts';

export const OFFICES = { types: ['FINANCIAL'] } as const;
export const ENTERPRISES = { types: ['ENTERPRISE'] } as const;
export const RECORD_READERS = { types: ['FINANCIAL', 'ENTERPRISE'] } as const;

export function letterScope(user: SessionUser): SQL {
  if (user.org.type !== 'FINANCIAL') return sql`false`;
  return regionWithin(researchLetters.issuingRegionCode, scopeOf(user));
}

/** Only the issuing office edits, submits and reminds; the offices above it read. */
export const issuedBy = (user: SessionUser): SQL =>
  and(letterScope(user), eq(researchLetters.issuingOrgId, user.org.id))!;

export function recordScope(user: SessionUser): SQL {
  if (user.org.type === 'FINANCIAL') return regionWithin(researchRecords.regionCode, scopeOf(user));
  if (user.org.type === 'ENTERPRISE')
    return and(eq(researchRecords.orgId, user.org.id), eq(researchRecords.status, 'APPROVED'))!;
  return sql`false`;
}

export const writtenBy = (user: SessionUser): SQL =>
  and(recordScope(user), eq(researchRecords.officeOrgId, user.org.id))!;
