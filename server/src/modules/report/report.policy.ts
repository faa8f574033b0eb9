// Who may do what with a report, said once for the routes and for the pages' abilities.

import type { SessionUser } from '@portal/contract';
import type { ReportAbilities } from '@portal/contract/report';
import type { ReportRow, Viewer } from './report.repository.ts';

export const OPEN_STATES = ['OWED', 'DRAFT', 'RETURNED'] as const;
export const isOpen = (row: Pick<ReportRow, 'state'>) =>
  (OPEN_STATES as readonly string[]).includes(row.state);

export const viewerOf = (user: SessionUser): Viewer => ({
  orgId: user.org.id,
  type: user.org.type,
  regionCode: user.org.regionCode,
});

const isOffice = (user: SessionUser) =>
  user.org.type === 'FINANCIAL' && !user.authorities.includes('AUDITOR');

export function abilitiesOf(
  user: SessionUser,
  row: ReportRow,
  late: boolean,
  reviewerOrgId: string | null,
): ReportAbilities {
  const filer = row.orgId === user.org.id && row.kind !== 'brief';
  return {
    edit: filer && isOpen(row),
    submit: filer && isOpen(row),
    review: isOffice(user) && row.state === 'SUBMITTED' && reviewerOrgId === user.org.id,
    officeEdit: isOffice(user) && !filer && row.kind !== 'brief',
    remind: isOffice(user) && !filer && late && isOpen(row),
  };
}
