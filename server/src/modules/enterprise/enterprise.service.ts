// Enterprise information (issue 3 §3): my company (draft, submit, withdraw), the government's
// list, profile and review queue, and the history of approved versions with their differences.
import {
  type EnterpriseListQuery,
  type EnterpriseProfile,
  type EnterpriseProfileView,
  type EnterpriseSummary,
  type EnterpriseVersion,
  enterpriseProfile,
  keyOrderOf,
  type MyCompany,
  type PageQuery,
  type SessionUser,
} from '@portal/contract';
import type { Database } from '../../db/client.ts';
import type { Caller } from '../../platform/access/caller.ts';
import type { AppContext } from '../../platform/context.ts';
import { dictionaries } from '../../platform/dictionaries/dictionary.repository.ts';
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
import { checkEnterpriseProfile } from './enterprise.checks.ts';
import { canChangeGrades, enterpriseScopeOf } from './enterprise.policy.ts';
import { ENTERPRISE_REVIEW } from './enterprise.process.ts';
import * as repo from './enterprise.repository.ts';
import { reviewQueue } from './review.repository.ts';

export type EnterpriseService = ReturnType<typeof createEnterpriseService>;

const NOT_YET = '尚未填报企业信息';
const CREDIT_CODE_TAKEN = '该统一社会信用代码已被其他企业或机构使用，请核对后重新填写';

export function toSummary(row: repo.SummaryRow): EnterpriseSummary {
  return {
    id: row.id,
    orgId: row.orgId,
    name: row.name,
    creditCode: row.creditCode,
    regionCode: row.regionCode,
    regionName: row.regionName,
    industryCodePath: row.industryCodePath,
    industryName: row.industryName,
    strategicIndustryCode: row.strategicIndustryCode,
    stage: row.stage,
    targetBoard: row.targetBoard,
    grades: row.grades,
    hasShortcut: row.hasShortcut,
    tags: row.tags,
    currentVersion: row.currentVersion,
    pendingStatus: row.pendingStatus,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const present = (v: VersionWithNames | undefined): EnterpriseVersion | null =>
  v ? presentVersion<EnterpriseProfile>(v) : null;

export function createEnterpriseService(ctx: AppContext) {
  const { db, clock, config } = ctx;
  const profiles = createVersionedProfiles(ctx, {
    type: 'enterprise',
    process: ENTERPRISE_REVIEW,
    keyOrder: keyOrderOf(enterpriseProfile),
    missing: NOT_YET,
  });

  async function currentOf(row: repo.SummaryRow | undefined) {
    return row?.currentVersionId ? profiles.findVersion(row.id, row.currentVersionId) : undefined;
  }

  /** What the enterprise has saved (current and open versions), for the dictionary check. */
  async function storedProfiles(tx: Database, record: { id: string; currentVersionId: string | null }) {
    const current = record.currentVersionId
      ? await profiles.findVersion(record.id, record.currentVersionId, tx)
      : undefined;
    const open = await profiles.findOpen(record.id, tx);
    return [current, open].flatMap((v) => (v ? [v.data as EnterpriseProfile] : []));
  }

  /** Mine, or 404 for an enterprise user who has not created the record yet. */
  async function mine(user: SessionUser) {
    const row = await repo.findByOrg(db, user.org.id);
    if (!row) throw new NotFoundError(NOT_YET);
    return row;
  }

  async function inScope(user: SessionUser, id: string) {
    const row = await repo.findInScope(db, enterpriseScopeOf(user), id);
    if (!row) throw new NotFoundError('企业不存在或不在您的管辖范围内');
    return row;
  }

  return {
    async my(caller: Caller): Promise<MyCompany> {
      const { user } = caller;
      const row = await repo.findByOrg(db, user.org.id);
      const open = row ? await profiles.findOpen(row.id) : undefined;
      return {
        enterprise: row ? toSummary(row) : null,
        current: present(await currentOf(row)),
        draft: present(open),
        abilities: abilitiesOf(open, true),
        org: await repo.orgPrefill(db, user.org.id),
      };
    },

    /**
     * Creates the record on the first save; later saves replace the draft. One write at a time
     * per enterprise (the record, or before it exists the organisation, is locked); a unique
     * index that still refuses the row (a concurrent twin elsewhere took the code) is a 409.
     */
    async saveDraft(caller: Caller, input: EnterpriseProfile): Promise<void> {
      const { user, address } = caller;
      await conflictOnDuplicate(
        () =>
          db.transaction(async (tx) => {
            const now = clock();
            const existing = await repo.lockRecordOf(tx, user.org.id);
            const checked = await checkEnterpriseProfile(
              tx,
              config.provinceCode,
              input,
              existing ? await storedProfiles(tx, existing) : [],
            );
            // The listing ledger owns stage and board: a version records the ledger's values as
            // they are, whatever the form sent.
            const data = {
              ...checked,
              listingPlan: { ...checked.listingPlan, ...(await repo.ledgerOwned(tx, user.org.id)) },
            };
            if (await repo.creditCodeTaken(tx, data.basic.creditCode, { orgId: user.org.id }))
              throw new ConflictError(CREDIT_CODE_TAKEN);
            const id = existing?.id ?? (await repo.insertEnterprise(tx, user.org.id, repo.headOf(data), now));
            const saved = await profiles.saveDraft(tx, id, data, user, address);
            // A returned version being corrected is not what the office saw: the columns wait for the resubmission.
            if (existing && saved.status === 'DRAFT')
              await repo.updateUnapprovedHead(tx, id, repo.headOf(data), now);
          }),
        CREDIT_CODE_TAKEN,
      );
    },

    async submit(caller: Caller): Promise<void> {
      const { user, address } = caller;
      await profiles.submit(user.org.id, async (tx, record, open) => {
        // Before the first approval the office sees what was submitted: the columns may still hold
        // the version it returned, since a correction does not touch them. Once approved they
        // are the approved version's and stay.
        const submitted = repo.headOf(open.data as EnterpriseProfile);
        if (!record.currentVersionId) await repo.updateUnapprovedHead(tx, record.id, submitted, clock());
        const head = record.currentVersionId ? record : submitted;
        const office = await responsibleOffice(tx, head.regionCode);
        const current = record.currentVersionId
          ? await profiles.findVersion(record.id, record.currentVersionId, tx)
          : undefined;
        return {
          actor: user,
          title: current ? `${head.name} 企业信息变更` : `${head.name} 企业信息首次填报`,
          assigneeOrgId: office?.id ?? null,
          currentData: current?.data ?? null,
          address,
        };
      });
    },

    async withdraw(caller: Caller): Promise<void> {
      const { user, address } = caller;
      await profiles.withdraw((await mine(user)).id, user, address);
    },

    async discard(caller: Caller): Promise<void> {
      const { user, address } = caller;
      await profiles.discard((await mine(user)).id, user, address);
    },

    async profile(caller: Caller, id: string): Promise<EnterpriseProfileView> {
      const { user } = caller;
      const row = await inScope(user, id);
      const current = await currentOf(row);
      const open = await profiles.findOpen(row.id);
      // A draft — or a returned version being corrected — is the enterprise's own business until
      // it is submitted: the government sees the version in review only.
      const pending =
        open && (open.status === 'SUBMITTED' || user.org.type === 'ENTERPRISE') ? open : undefined;
      const writer = canChangeGrades(user);
      return {
        enterprise: toSummary(row),
        current: present(current),
        pending: present(pending),
        pendingChanges: pending ? profiles.diff(current?.data ?? null, pending.data) : [],
        abilities: { changeGrade: writer, editTags: writer },
      };
    },

    async history(caller: Caller, query: PageQuery & { id?: string }) {
      const { user } = caller;
      let row: repo.SummaryRow;
      if (query.id) row = await inScope(user, query.id);
      else if (user.org.type === 'ENTERPRISE') row = await mine(user);
      else throw new ValidationError([{ path: 'id', message: '请指定企业' }]);
      return profiles.history<EnterpriseProfile>(row.id, query);
    },

    async list(caller: Caller, query: EnterpriseListQuery) {
      const { user } = caller;
      const { total, rows } = await repo.listPage(
        db,
        enterpriseScopeOf(user),
        query,
        query.size,
        offsetOf(query),
      );
      return toPage(rows.map(toSummary), total, query);
    },

    async reviewQueue(caller: Caller, query: PageQuery & { scope: 'todo' | 'all'; name?: string }) {
      const { user } = caller;
      const todoOf = query.scope === 'todo' ? user.org.id : undefined;
      const { total, rows } = await reviewQueue(
        db,
        enterpriseScopeOf(user),
        { todoOf, name: query.name },
        query.size,
        offsetOf(query),
      );
      const items = rows.map((r) => ({
        versionId: r.versionId,
        enterpriseId: r.enterpriseId,
        enterpriseName: r.enterpriseName,
        regionName: r.regionName,
        status: r.status,
        submittedAt: r.submittedAt?.toISOString() ?? null,
        workflowInstanceId: r.workflowInstanceId,
        assigneeOrgName: r.assigneeOrgName,
        mine: r.status === 'SUBMITTED' && r.assigneeOrgId === user.org.id,
        isNew: r.isNew,
      }));
      return toPage(items, total, query);
    },

    dictionaries: () => dictionaries(db, config.provinceCode),
  };
}
