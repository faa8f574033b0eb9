// Financing needs (issue 12 §2): the enterprise drafts, submits to its office's review
// (financing-review), and marks a published need matched or closed; the office lists its region's
// needs, records one for an enterprise of its region, and reads the matching statistics; investors
// and banks keep a preference profile and read the published needs ranked by it.

import type { OrgType, PageQuery } from '@portal/contract';
import {
  FINANCIER_TYPES,
  INVESTOR_TYPES,
  MATCH_STAGES,
  type marketQuery,
  NEED_STATUSES,
  type NeedDetail,
  type NeedListQuery,
  type needCreate,
  type needFinish,
  type needUpdate,
  type preferenceInput,
} from '@portal/contract/financing';
import { and, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { Caller } from '../../platform/access/caller.ts';
import { inRegionScope } from '../../platform/access/region-scope.ts';
import type { AppContext } from '../../platform/context.ts';
import { industryPathState, regionState } from '../../platform/dictionaries/dictionary.repository.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/http/errors.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { responsibleOffice } from '../../platform/workflow/index.ts';
import {
  EDITABLE,
  isEnterprise,
  isFinancier,
  isInvestor,
  isOffice,
  needScope,
  visibleTo,
} from './financing.policy.ts';
import { toNeedSummary, toPreference, toScore } from './financing.present.ts';
import { FINANCING_REVIEW, NEED_SUBJECT } from './financing.process.ts';

import * as repo from './financing.repository.ts';
import { financingNeeds } from './financing.schema.ts';
import * as matching from './matching.repository.ts';
import { createMatching } from './matching.service.ts';

const MISSING = '融资需求不存在';
const STALE = '融资需求已被修改，请刷新后再操作';

export type MarketFilter = Pick<z.output<typeof marketQuery>, 'kind' | 'keyword' | 'matching'>;

/** The market's condition: published needs the institution may see, the filters, and "matching". */
export function marketWhere(type: OrgType, prefs: matching.Preferences, q: MarketFilter): SQL {
  return and(visibleTo(type), ...repo.filtersOf(q), q.matching ? matching.meetsAll(prefs) : undefined)!;
}

export function createFinancing(ctx: AppContext) {
  const { db, clock, audit, config, workflow } = ctx;
  const pairs = createMatching(ctx);

  const record = (
    tx: Database,
    caller: Caller,
    action: string,
    id: string,
    detail: Record<string, unknown>,
  ) => audit.by(caller, { action, objectType: 'financing_need', objectId: id, detail }, tx);

  /** The picked industry and region are in the dictionaries and enabled. */
  async function checkPlaces(tx: Database, input: { industry: string; regionCode: string }) {
    const errors = [];
    if ((await industryPathState(tx, input.industry)) !== 'usable')
      errors.push({ path: 'industry', message: '所属行业不存在或已停用' });
    if ((await regionState(tx, input.regionCode, config.provinceCode)) !== 'usable')
      errors.push({ path: 'regionCode', message: '项目地区不在本省范围内或已停用' });
    if (errors.length) throw new ValidationError(errors);
  }

  const valuesOf = (input: z.output<typeof needCreate>): repo.NeedValues => ({
    title: input.title,
    amount: input.amount,
    kind: input.kind,
    useOfFunds: input.useOfFunds,
    stage: input.stage,
    round: input.round,
    industry: input.industry,
    regionCode: input.regionCode,
    contactName: input.contactName,
    contactPhone: input.contactPhone,
    visibility: input.visibility,
    description: input.description,
  });

  const preferencesOf = (orgId: string): Promise<matching.Preferences> => repo.preferencesOf(db, orgId);

  async function detail(caller: Caller, id: string, executor: Database = db): Promise<NeedDetail> {
    const { user } = caller;
    const row = await repo.findNeed(executor, needScope(user), id);
    if (!row) throw new NotFoundError(MISSING);
    const { need } = row;
    const own = isEnterprise(user) && need.orgId === user.org.id;
    const myMatch = isFinancier(user) ? await pairs.pairOf(user, need.id, executor) : null;
    let score = null;
    if (isFinancier(user)) {
      const ranked = await matching.rankNeeds(
        executor,
        await preferencesOf(user.org.id),
        user.org.id,
        eq(financingNeeds.id, id),
        1,
        0,
      );
      score = ranked.page[0] ? toScore(ranked.page[0]) : null;
    }
    const editable = own && (EDITABLE as readonly string[]).includes(need.status);
    return {
      ...toNeedSummary(row),
      useOfFunds: need.useOfFunds,
      description: need.description,
      contactName: need.contactName,
      contactPhone: need.contactPhone,
      workflowInstanceId: need.workflowInstanceId,
      abilities: {
        edit: editable,
        submit: editable,
        remove: own && need.status === 'DRAFT' && need.workflowInstanceId === null,
        finish: own && need.status === 'PUBLISHED',
        expressInterest:
          isFinancier(user) &&
          need.status === 'PUBLISHED' &&
          myMatch === null &&
          (isInvestor(user.org.type) || need.visibility === 'ALL_INSTITUTIONS'),
      },
      myMatch,
      score,
    };
  }

  /** Locks the caller's own need and checks it is in one of the states the change needs. */
  async function lockOwn(
    tx: Database,
    caller: Caller,
    id: string,
    statuses: readonly string[],
    message: string,
  ) {
    const need = await repo.lockNeed(tx, eq(financingNeeds.orgId, caller.user.org.id), id);
    if (!need) throw new NotFoundError(MISSING);
    if (!statuses.includes(need.status)) throw new ConflictError(message);
    return need;
  }

  return {
    detail,

    async mine(caller: Caller, q: NeedListQuery & PageQuery) {
      const c = [eq(financingNeeds.orgId, caller.user.org.id), ...repo.filtersOf(q)];
      const { total, rows } = await repo.listNeeds(db, c, q.size, offsetOf(q));
      return toPage(rows.map(toNeedSummary), total, q);
    },

    async list(caller: Caller, q: NeedListQuery & PageQuery) {
      const c = [needScope(caller.user), ...repo.filtersOf(q)];
      const { total, rows } = await repo.listNeeds(db, c, q.size, offsetOf(q));
      return toPage(rows.map(toNeedSummary), total, q);
    },

    /** Published needs visible to the institution, best match first, each score explained. */
    async market(caller: Caller, q: z.output<typeof marketQuery>) {
      const { user } = caller;
      const prefs = await preferencesOf(user.org.id);
      const where = marketWhere(user.org.type, prefs, q);
      const ranked = await matching.rankNeeds(db, prefs, user.org.id, where, q.size, offsetOf(q));
      const ids = ranked.page.map((r) => r.id);
      const rows = await repo.needsByIds(db, ids);
      const byId = new Map(rows.map((r) => [r.need.id, r]));
      const items = ranked.page.map((r) => ({
        ...toNeedSummary(byId.get(r.id)!),
        ...toScore(r),
        matchId: ranked.pairs.get(r.id) ?? null,
      }));
      return toPage(items, ranked.total, q);
    },

    async create(caller: Caller, input: z.output<typeof needCreate>): Promise<NeedDetail> {
      const { user } = caller;
      return db.transaction(async (tx) => {
        await checkPlaces(tx, input);
        let org = { id: user.org.id, regionCode: user.org.regionCode ?? '' };
        let status: 'DRAFT' | 'PUBLISHED' = 'DRAFT';
        if (isOffice(user)) {
          if (!input.enterpriseOrgId)
            throw new ValidationError([{ path: 'enterpriseOrgId', message: '请选择企业' }]);
          const target = await repo.enterpriseOrg(tx, input.enterpriseOrgId);
          if (target?.type !== 'ENTERPRISE' || !inRegionScope(target.regionCode, user.org.regionCode))
            throw new NotFoundError('企业不存在');
          org = { id: target.id, regionCode: target.regionCode ?? '' };
          // The office is the need's reviewer: what it records is published at once.
          status = 'PUBLISHED';
        } else if (input.enterpriseOrgId) {
          throw new ValidationError([{ path: 'enterpriseOrgId', message: '企业只能发布本企业的融资需求' }]);
        }
        const row = await repo.insertNeed(
          tx,
          org,
          { ...valuesOf(input), createdBy: user.id },
          status,
          clock(),
        );
        await record(
          tx,
          caller,
          status === 'DRAFT' ? 'financing.need.created' : 'financing.need.recorded',
          row.id,
          {
            title: row.title,
            enterpriseOrgId: org.id,
          },
        );
        return detail(caller, row.id, tx);
      });
    },

    async update(caller: Caller, id: string, input: z.output<typeof needUpdate>): Promise<NeedDetail> {
      return db.transaction(async (tx) => {
        await lockOwn(tx, caller, id, EDITABLE, '融资需求审核中或已发布，不能修改');
        await checkPlaces(tx, input);
        const row = await repo.updateNeed(tx, id, input.version, valuesOf(input), clock());
        if (!row) throw new ConflictError(STALE);
        await record(tx, caller, 'financing.need.updated', id, { title: row.title });
        return detail(caller, id, tx);
      });
    },

    async remove(caller: Caller, id: string) {
      return db.transaction(async (tx) => {
        const need = await lockOwn(tx, caller, id, ['DRAFT'], '只能删除草稿');
        if (need.workflowInstanceId) throw new ConflictError('已提交过审核的融资需求不能删除，可关闭');
        await repo.deleteNeed(tx, id);
        await record(tx, caller, 'financing.need.deleted', id, { title: need.title });
        return { id };
      });
    },

    /** To the office responsible for the enterprise's region; a returned need goes back to it. */
    async submit(caller: Caller, id: string): Promise<NeedDetail> {
      const { user, address } = caller;
      // Read before the transaction: the engine's lookup does not take the transaction, and an
      // embedded database has one connection. The act itself re-checks state and version.
      const last = await workflow.findBySubject(NEED_SUBJECT, id);
      return db.transaction(async (tx) => {
        const need = await lockOwn(tx, caller, id, EDITABLE, '融资需求已在审核中或已发布');
        if (
          need.status === 'REJECTED' &&
          last?.id === need.workflowInstanceId &&
          last?.state === 'rejected'
        ) {
          await workflow.act({ instanceId: last.id, action: 'submit', actor: user, address }, tx);
        } else {
          const office = await responsibleOffice(tx, need.orgRegionCode);
          const instance = await workflow.start(
            {
              process: FINANCING_REVIEW,
              subjectId: id,
              title: `${need.title}（${need.amount} 万元）融资需求`,
              actor: user,
              assigneeOrgId: office?.id ?? null,
              address,
            },
            tx,
          );
          await tx
            .update(financingNeeds)
            .set({ status: 'PENDING', workflowInstanceId: instance.id, updatedAt: clock() })
            .where(eq(financingNeeds.id, id));
        }
        return detail(caller, id, tx);
      });
    },

    async finish(caller: Caller, id: string, input: z.output<typeof needFinish>): Promise<NeedDetail> {
      return db.transaction(async (tx) => {
        await lockOwn(tx, caller, id, ['PUBLISHED'], '只有已发布的融资需求可以标记为已匹配或关闭');
        const row = await repo.updateNeed(tx, id, input.version, { status: input.outcome }, clock());
        if (!row) throw new ConflictError(STALE);
        await record(tx, caller, 'financing.need.finished', id, { outcome: input.outcome });
        return detail(caller, id, tx);
      });
    },

    /** The enterprise (its own need) and the office (its region) see the investors ranked for it. */
    async investors(caller: Caller, id: string, q: PageQuery) {
      const row = await repo.findNeed(db, needScope(caller.user), id);
      if (!row) throw new NotFoundError(MISSING);
      const { need } = row;
      const types = need.visibility === 'INVESTORS_ONLY' ? INVESTOR_TYPES : FINANCIER_TYPES;
      const { total, rows } = await matching.rankInvestors(db, need, types, q.size, offsetOf(q));
      const items = rows.map((r) => ({
        ...toPreference(r.p.orgId, r.orgName, r.p),
        ...toScore(r),
        orgType: r.orgType,
        matchId: r.matchId,
      }));
      return toPage(items, total, q);
    },

    async preference(caller: Caller) {
      const row = await repo.findPreference(db, caller.user.org.id);
      return toPreference(caller.user.org.id, row?.orgName ?? '', row?.p ?? null);
    },

    async savePreference(caller: Caller, input: z.output<typeof preferenceInput>) {
      const { user } = caller;
      await db.transaction(async (tx) => {
        const errors = [];
        for (const [i, code] of input.regionCodes.entries())
          if ((await regionState(tx, code, config.provinceCode)) !== 'usable')
            errors.push({ path: `regionCodes.${i}`, message: '地区不在本省范围内或已停用' });
        if (errors.length) throw new ValidationError(errors);
        await repo.savePreference(
          tx,
          user.org.id,
          {
            industries: [...new Set(input.industries)],
            stages: [...new Set(input.stages)],
            regionCodes: [...new Set(input.regionCodes)],
            minAmount: input.minAmount,
            maxAmount: input.maxAmount,
            note: input.note,
          },
          clock(),
        );
        await audit.by(
          caller,
          { action: 'financing.preference.saved', objectType: 'org', objectId: user.org.id, detail: input },
          tx,
        );
      });
      return this.preference(caller);
    },

    financiers: (keyword?: string) => pairs.financiers(keyword),

    async statistics(caller: Caller) {
      const scope = needScope(caller.user);
      const stats = await matching.statistics(db, scope);
      const needsByStatus = Object.fromEntries(NEED_STATUSES.map((s) => [s, 0])) as Record<
        (typeof NEED_STATUSES)[number],
        number
      >;
      let publishedAmount = 0;
      for (const r of stats.byStatus) {
        needsByStatus[r.status] = r.n;
        if (r.status === 'PUBLISHED' || r.status === 'MATCHED') publishedAmount += Number(r.amount);
      }
      const matchesByStage = Object.fromEntries(MATCH_STAGES.map((s) => [s, 0])) as Record<
        (typeof MATCH_STAGES)[number],
        number
      >;
      for (const r of stats.byStage) matchesByStage[r.stage] = r.n;
      return {
        needsByStatus,
        publishedAmount: Math.round(publishedAmount * 100) / 100,
        matchesByStage,
        financiers: stats.financiers,
        roadshows: await matching.roadshowCount(db, caller.user.org.regionCode),
      };
    },
  };
}
