import type { OrgType, SessionUser } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { pendingShown, readsWhole, sees } from './institution.policy.ts';

const user = (type: OrgType, orgId = `org-${type}`): SessionUser => ({
  id: `user-${orgId}`,
  account: orgId,
  name: orgId,
  email: null,
  mobile: null,
  mustChangePassword: false,
  authorities: [],
  org: { id: orgId, name: orgId, type, grades: [], has_shortcut: false, level: null, regionCode: null },
});

const owner = user('LAW_FIRM', 'org-owner');
const otherFirm = user('BROKER');
const enterprise = user('ENTERPRISE');
const office = user('FINANCIAL');
const unit = user('FUNCTIONAL');
const approved = { orgId: 'org-owner', currentVersionId: 'v1' };
const unapproved = { orgId: 'org-owner', currentVersionId: null };

describe('institution policy', () => {
  it('shows an approved entry to everyone, an unapproved record to itself and the government only', () => {
    for (const u of [owner, otherFirm, enterprise, office, unit]) expect(sees(u, approved)).toBe(true);
    expect([owner, otherFirm, enterprise, office, unit].map((u) => sees(u, unapproved))).toEqual([
      true,
      false,
      false,
      true,
      true,
    ]);
  });

  it('gives the whole record (history, attachments) to the institution and the government', () => {
    expect([owner, otherFirm, enterprise, office, unit].map((u) => readsWhole(u, approved))).toEqual([
      true,
      false,
      false,
      true,
      true,
    ]);
  });

  it('shows a draft to its institution only, a version in review or returned to the government too', () => {
    const draft = { status: 'DRAFT' };
    const submitted = { status: 'SUBMITTED' };
    const returned = { status: 'REJECTED' };
    expect(pendingShown(owner, approved, draft)).toBe(draft);
    expect(pendingShown(office, approved, draft)).toBeUndefined();
    expect(pendingShown(office, approved, submitted)).toBe(submitted);
    expect(pendingShown(unit, approved, returned)).toBe(returned);
    expect(pendingShown(otherFirm, approved, submitted)).toBeUndefined();
    expect(pendingShown(enterprise, approved, submitted)).toBeUndefined();
    expect(pendingShown(owner, approved, undefined)).toBeUndefined();
  });
});
