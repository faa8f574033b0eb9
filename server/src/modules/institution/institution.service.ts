// Institution information (issue 3 §4): my information (draft, submit, withdraw), history, the
// directory for every signed-in user, the government's management list, the library options.
import {
  type DirectoryEntry,
  type DirectoryQuery,
  type InstitutionListQuery,
  type InstitutionProfile,
  type InstitutionProfileView,
  type InstitutionSummary,
  type InstitutionVersion,
  institutionGroupOf,
  institutionProfile,
  keyOrderOf,
  type MyInstitution,
  type OrgType,
  type PageQuery,
  type SessionUser,
  specificFieldsOf,
} from '@portal/contract';
import type { Database } from '../../db/client.ts';
import type { Caller } from '../../platform/access/caller.ts';
import type { AppContext } from '../../platform/context.ts';
import { regionState } from '../../platform/dictionaries/dictionary.repository.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/http/errors.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import {
  abilitiesOf,
  createVersionedProfiles,
  presentVersion,
  type VersionWithNames,
} from '../../platform/profile-versions/versions.ts';
import { conflictOnDuplicate } from '../../platform/sql/unique.ts';
import { responsibleOffice } from '../../platform/workflow/index.ts';
import { pendingShown, readsWhole, sees } from './institution.policy.ts';
import { INSTITUTION_REVIEW } from './institution.process.ts';
import * as repo from './institution.repository.ts';

const NOT_YET = '尚未填报机构信息';
const CREDIT_CODE_TAKEN = '该统一社会信用代码已被其他企业或机构使用，请核对后重新填写';

export function toSummary(row: repo.InstitutionRow): InstitutionSummary {
  const { i } = row;
  return {
    id: i.id,
    orgId: i.orgId,
    type: i.type,
    group: i.group,
    name: i.name,
    creditCode: i.creditCode,
    regionCode: i.regionCode,
    regionName: row.regionName,
    services: i.services,
    introduction: i.introduction,
    currentVersion: row.currentVersion,
    pendingStatus: row.pendingStatus,
    updatedAt: i.updatedAt.toISOString(),
  };
}

function toEntry(row: repo.InstitutionRow): DirectoryEntry {
  const data = row.currentData as InstitutionProfile;
  return {
    ...toSummary(row),
    contacts: data.contacts,
    specific: data.specific,
    website: data.basic.website ?? null,
    address: data.basic.address,
  };
}

const present = (v: VersionWithNames | undefined): InstitutionVersion | null =>
  v ? presentVersion<InstitutionProfile>(v) : null;

/** Keeps only the type-specific fields of the institution's own type. */
function forType(type: OrgType, data: InstitutionProfile): InstitutionProfile {
  const keep = new Set<string>(specificFieldsOf(type));
  const specific = Object.fromEntries(Object.entries(data.specific).filter(([k]) => keep.has(k)));
  return { ...data, specific };
}

export function createInstitutionService(ctx: AppContext) {
  const { db, clock, config } = ctx;
  const profiles = createVersionedProfiles(ctx, {
    type: 'institution',
    process: INSTITUTION_REVIEW,
    keyOrder: keyOrderOf(institutionProfile),
    missing: NOT_YET,
  });
  const currentOf = (row: repo.InstitutionRow | undefined, executor: Database = db) =>
    row?.i.currentVersionId ? profiles.findVersion(row.i.id, row.i.currentVersionId, executor) : undefined;

  /**
   * The region lies in the province and is enabled; a region switched off since it was picked is
   * kept when the institution's current or open version already holds it (an old profile stays
   * savable).
   */
  async function checkRegion(
    tx: Database,
    code: string,
    record: { id: string; currentVersionId: string | null } | undefined,
  ) {
    const state = await regionState(tx, code, config.provinceCode);
    if (state === 'usable') return;
    if (state === 'disabled' && record) {
      const current = record.currentVersionId
        ? await profiles.findVersion(record.id, record.currentVersionId, tx)
        : undefined;
      const open = await profiles.findOpen(record.id, tx);
      const held = [current, open].some(
        (v) => (v?.data as InstitutionProfile | undefined)?.basic.regionCode === code,
      );
      if (held) return;
    }
    const message = state === 'disabled' ? '所在地区已停用，请重新选择' : '所在地区不在本省范围内';
    throw new ValidationError([{ path: 'basic.regionCode', message }]);
  }

  async function mine(user: SessionUser) {
    const row = await repo.findByOrg(db, user.org.id);
    if (!row) throw new NotFoundError(NOT_YET);
    return row;
  }

  return {
    async my(caller: Caller): Promise<MyInstitution> {
      const { user } = caller;
      const row = await repo.findByOrg(db, user.org.id);
      const open = row ? await profiles.findOpen(row.i.id) : undefined;
      return {
        institution: row ? toSummary(row) : null,
        current: present(await currentOf(row)),
        draft: present(open),
        abilities: abilitiesOf(open, true),
        org: await repo.orgPrefill(db, user.org.id),
      };
    },

    async saveDraft(caller: Caller, input: InstitutionProfile): Promise<void> {
      const { user, address } = caller;
      const { type } = user.org;
      const group = institutionGroupOf(type);
      if (!group) throw new NotFoundError();
      const data = forType(type, input);
      await conflictOnDuplicate(
        () =>
          db.transaction(async (tx) => {
            const now = clock();
            const existing = await repo.lockRecordOf(tx, user.org.id);
            await checkRegion(tx, data.basic.regionCode, existing);
            if (await repo.creditCodeTaken(tx, data.basic.creditCode, user.org.id))
              throw new ConflictError(CREDIT_CODE_TAKEN);
            const id =
              existing?.id ??
              (await repo.insertInstitution(tx, { id: user.org.id, type, group }, repo.headOf(data), now));
            await profiles.saveDraft(tx, id, data, user, address);
            if (existing) await repo.updateUnapprovedHead(tx, id, repo.headOf(data), now);
          }),
        CREDIT_CODE_TAKEN,
      );
    },

    async submit(caller: Caller): Promise<void> {
      const { user, address } = caller;
      await profiles.submit(user.org.id, async (tx, record) => {
        const office = await responsibleOffice(tx, record.regionCode);
        const current = record.currentVersionId
          ? await profiles.findVersion(record.id, record.currentVersionId, tx)
          : undefined;
        return {
          actor: user,
          title: current ? `${record.name} 机构信息变更` : `${record.name} 机构信息首次填报`,
          assigneeOrgId: office?.id ?? null,
          currentData: current?.data ?? null,
          address,
        };
      });
    },

    async withdraw(caller: Caller): Promise<void> {
      const { user, address } = caller;
      await profiles.withdraw((await mine(user)).i.id, user, address);
    },

    async discard(caller: Caller): Promise<void> {
      const { user, address } = caller;
      await profiles.discard((await mine(user)).i.id, user, address);
    },

    /** The approved entry, and the open version to whom the policy shows it. */
    async profile(caller: Caller, id: string): Promise<InstitutionProfileView> {
      const { user } = caller;
      const row = await repo.findById(db, id);
      if (!row || !sees(user, row.i)) throw new NotFoundError('机构不存在');
      const open = readsWhole(user, row.i) ? await profiles.findOpen(row.i.id) : undefined;
      return {
        institution: toSummary(row),
        current: present(await currentOf(row)),
        pending: present(pendingShown(user, row.i, open)),
      };
    },

    async history(caller: Caller, query: PageQuery & { id?: string }) {
      const { user } = caller;
      const row = query.id ? await repo.findById(db, query.id) : await mine(user);
      if (!row || !readsWhole(user, row.i)) throw new NotFoundError('机构不存在');
      return profiles.history<InstitutionProfile>(row.i.id, query);
    },

    /** Whether the user may read the institution's history (and its reviews' attachments). */
    async readsHistory(user: SessionUser, id: string): Promise<boolean> {
      const row = await repo.findById(db, id);
      return row !== undefined && readsWhole(user, row.i);
    },

    async directory(query: DirectoryQuery) {
      const { total, rows } = await repo.directory(db, query, query.size, offsetOf(query));
      return toPage(rows.map(toEntry), total, query);
    },

    async list(query: InstitutionListQuery) {
      const { total, rows } = await repo.managementList(db, query, query.size, offsetOf(query));
      return toPage(rows.map(toSummary), total, query);
    },

    options: (type: OrgType, keyword?: string) => repo.libraryOptions(db, type, keyword),
  };
}
