// Who sees and changes which institution record (DESIGN §2). The library is province-wide: every
// signed-in user reads an approved entry. The record as a whole — a version not yet approved, the
// history, the attachments of its reviews — is the institution's own and the government's; an
// enterprise has no business there. An institution writes only its own record, found by its
// organisation, never by an id it sends.
import { INSTITUTION_TYPES, type OrgType, type SessionUser } from '@portal/contract';

type InstitutionRecord = { orgId: string; currentVersionId: string | null };
type Version = { status: string };

const GOVERNMENT_TYPES = ['FINANCIAL', 'FUNCTIONAL'] as const satisfies readonly OrgType[];

/** Route access: the institutions (their own record), the government (the management list). */
export const INSTITUTIONS = { types: INSTITUTION_TYPES } as const;
export const GOVERNMENT = { types: GOVERNMENT_TYPES } as const;
/** The history: the institution itself and the government. */
export const HISTORY_READERS = { types: [...INSTITUTION_TYPES, ...GOVERNMENT_TYPES] } as const;

const isGovernment = (user: SessionUser) => (GOVERNMENT_TYPES as readonly OrgType[]).includes(user.org.type);
const isOwn = (user: SessionUser, record: Pick<InstitutionRecord, 'orgId'>) => record.orgId === user.org.id;

/** Reads the whole record (the version in review, the history and its attachments). */
export const readsWhole = (user: SessionUser, record: Pick<InstitutionRecord, 'orgId'>) =>
  isOwn(user, record) || isGovernment(user);

/** Sees the record at all: everyone once it is approved, before that only who reads it whole. */
export const sees = (user: SessionUser, record: InstitutionRecord) =>
  record.currentVersionId !== null || readsWhole(user, record);

/**
 * The open version shown beside the approved one: a draft is the institution's own until it is
 * submitted; the government sees a version in review or returned.
 */
export function pendingShown<V extends Version>(
  user: SessionUser,
  record: InstitutionRecord,
  open: V | undefined,
) {
  if (!open || !readsWhole(user, record)) return undefined;
  return open.status !== 'DRAFT' || isOwn(user, record) ? open : undefined;
}
