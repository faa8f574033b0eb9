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
import type { AppContext } from '../../context.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/http/errors.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import {
  abilitiesOf,
  createVersionedProfiles,
  presentVersion,
  type VersionWithNames,
} from '../../platform/profile-versions/versions.ts';
import { responsibleOffice } from '../../platform/workflow/index.ts';
import { regionInProvince } from '../enterprise/dictionary.repository.ts';
import { INSTITUTION_REVIEW } from './institution.process.ts';
import * as repo from './institution.repository.ts';

const GOVERNMENT: readonly OrgType[] = ['FINANCIAL', 'FUNCTIONAL'];

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
  });
  const currentOf = (row: repo.InstitutionRow | undefined) =>
    row?.i.currentVersionId ? profiles.findVersion(row.i.id, row.i.currentVersionId) : undefined;

  async function mine(user: SessionUser) {
    const row = await repo.findByOrg(db, user.org.id);
    if (!row) throw new NotFoundError('尚未填报机构信息');
    return row;
  }

  return {
    async my(user: SessionUser): Promise<MyInstitution> {
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

    async saveDraft(
      user: SessionUser,
      input: InstitutionProfile,
      address: string | null,
    ): Promise<MyInstitution> {
      const { type } = user.org;
      const group = institutionGroupOf(type);
      if (!group) throw new NotFoundError();
      const data = forType(type, input);
      if (!(await regionInProvince(db, data.basic.regionCode, config.provinceCode)))
        throw new ValidationError([{ path: 'basic.regionCode', message: '所在地区不在本省范围内' }]);
      if (await repo.creditCodeTaken(db, data.basic.creditCode, user.org.id))
        throw new ConflictError('该统一社会信用代码已被其他机构使用');
      await db.transaction(async (tx) => {
        const now = clock();
        const existing = await repo.findByOrg(tx, user.org.id);
        const id =
          existing?.i.id ??
          (await repo.insertInstitution(tx, { id: user.org.id, type, group }, repo.headOf(data), now));
        await profiles.saveDraft(tx, id, data, user, address);
        if (existing) await repo.updateUnapprovedHead(tx, id, repo.headOf(data), now);
      });
      return this.my(user);
    },

    async submit(user: SessionUser, address: string | null): Promise<MyInstitution> {
      const row = await mine(user);
      const office = await responsibleOffice(db, row.i.regionCode);
      const current = await currentOf(row);
      await profiles.submit(row.i.id, {
        actor: user,
        title: current ? `${row.i.name} 机构信息变更` : `${row.i.name} 机构信息首次填报`,
        assigneeOrgId: office?.id ?? null,
        currentData: current?.data ?? null,
        address,
      });
      return this.my(user);
    },

    async withdraw(user: SessionUser, address: string | null) {
      await profiles.withdraw((await mine(user)).i.id, user, address);
      return this.my(user);
    },

    async discard(user: SessionUser, address: string | null) {
      await profiles.discard((await mine(user)).i.id, user, address);
      return this.my(user);
    },

    /** Government sees everything; the institution itself sees its own; others the approved entry. */
    async profile(user: SessionUser, id: string): Promise<InstitutionProfileView> {
      const row = await repo.findById(db, id);
      const own = row?.i.orgId === user.org.id;
      const government = GOVERNMENT.includes(user.org.type);
      if (!row || (!own && !government && !row.i.currentVersionId)) throw new NotFoundError('机构不存在');
      const open = own || government ? await profiles.findOpen(row.i.id) : undefined;
      const pending = open && (open.status !== 'DRAFT' || own) ? open : undefined;
      return {
        institution: toSummary(row),
        current: present(await currentOf(row)),
        pending: present(pending),
      };
    },

    async history(user: SessionUser, query: PageQuery & { id?: string }) {
      const row = query.id ? await repo.findById(db, query.id) : await mine(user);
      const own = row?.i.orgId === user.org.id;
      // The history is the institution's and the government's, not the directory's.
      if (!row || (!own && !GOVERNMENT.includes(user.org.type))) throw new NotFoundError('机构不存在');
      return profiles.history<InstitutionProfile>(row.i.id, query);
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
