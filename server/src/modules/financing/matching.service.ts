// The pairs that follow an interest (issue 12 §2): either side opens one, both record its steps
// interest → meeting → due diligence → term sheet → decision → closed (closing may come at any
// step); every step is audited and announced to the other side's people.
import type { PageQuery, SessionUser } from '@portal/contract';
import {
  FINANCIER_TYPES,
  MATCH_STAGES,
  type MatchStage,
  type MatchSummary,
  type matchCreate,
  type matchListQuery,
  type matchStep,
} from '@portal/contract/financing';
import { and, eq, gte, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { Caller } from '../../platform/access/caller.ts';
import { regionWithin } from '../../platform/access/region-scope.ts';
import { dayStart } from '../../platform/china-time.ts';
import type { AppContext } from '../../platform/context.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/http/errors.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { conflictOnDuplicate } from '../../platform/sql/unique.ts';
import { isEnterprise, isFinancier, isInvestor, isOffice, needScope } from './financing.policy.ts';
import { sideOf, toMatch } from './financing.present.ts';
import * as repo from './financing.repository.ts';
import { financingMatches, financingNeeds } from './financing.schema.ts';
import * as matching from './matching.repository.ts';

const MISSING = '对接记录不存在';
const STAGE_NAMES: Record<MatchStage, string> = {
  INTEREST: '意向',
  MEETING: '约见',
  DUE_DILIGENCE: '尽职调查',
  TERM_SHEET: '投资条款',
  DECISION: '投资决策',
  CLOSED: '结束',
};

/** SQL: pairs the user may read (its own side, or its region for an office). */
export function matchScope(user: SessionUser): SQL {
  if (isEnterprise(user)) return eq(financingNeeds.orgId, user.org.id);
  if (isFinancier(user)) return eq(financingMatches.investorOrgId, user.org.id);
  if (isOffice(user)) return regionWithin(financingNeeds.orgRegionCode, user.org.regionCode);
  return sql`false`;
}

export type MatchFilter = Omit<z.output<typeof matchListQuery>, 'page' | 'size'>;

/** The pairs list's condition: the user's scope and the filters (the home cards count with it too). */
export function pairConditions(user: SessionUser, q: MatchFilter): SQL[] {
  const c: SQL[] = [matchScope(user)];
  if (q.needId) c.push(eq(financingMatches.needId, q.needId));
  if (q.stage) c.push(eq(financingMatches.stage, q.stage));
  if (q.initiatedBy) c.push(eq(financingMatches.initiatedBy, q.initiatedBy));
  if (q.open === true) c.push(ne(financingMatches.stage, 'CLOSED'));
  if (q.open === false) c.push(eq(financingMatches.stage, 'CLOSED'));
  if (q.since) c.push(gte(financingMatches.createdAt, dayStart(q.since)));
  return c;
}

export function createMatching(ctx: AppContext) {
  const { db, clock, audit, notices } = ctx;

  /** One inbox notice to the other side's active users, in the step's transaction. */
  async function tellOtherSide(
    tx: Database,
    row: matching.MatchRow,
    side: 'ENTERPRISE' | 'INVESTOR',
    text: string,
  ) {
    const orgId = side === 'ENTERPRISE' ? row.m.investorOrgId : row.enterpriseOrgId;
    const who = side === 'ENTERPRISE' ? row.enterpriseName : row.investorName;
    // Both sides open the need's page: the enterprise its own, the investor the published one.
    const link = `/investmentFinancing/informationEdit?id=${row.m.needId}`;
    await notices.send(
      await repo.usersOf(tx, orgId),
      { title: `【投融资对接】${row.needTitle}`, content: `${who}${text}`, category: '投融资对接', link },
      tx,
    );
  }

  return {
    async pairOf(user: SessionUser, needId: string, executor: Database = db): Promise<MatchSummary | null> {
      const [row] = await matching
        .selectMatches(executor)
        .where(and(eq(financingMatches.needId, needId), eq(financingMatches.investorOrgId, user.org.id)));
      return row ? toMatch(user, row) : null;
    },

    async list(caller: Caller, q: MatchFilter & PageQuery) {
      const { user } = caller;
      const c = pairConditions(user, q);
      const { total, rows } = await matching.listMatches(db, and(...c)!, q.size, offsetOf(q));
      return toPage(
        rows.map((r) => toMatch(user, r)),
        total,
        q,
      );
    },

    /** An investor's interest in a published need, or an enterprise's in an investor for its need. */
    async interest(caller: Caller, input: z.output<typeof matchCreate>): Promise<MatchSummary> {
      const { user } = caller;
      const need = await repo.findNeed(db, needScope(user), input.needId);
      if (!need) throw new NotFoundError('融资需求不存在');
      if (need.need.status !== 'PUBLISHED') throw new ConflictError('只有已发布的融资需求可以对接');
      let investorOrgId = user.org.id;
      if (isEnterprise(user)) {
        if (!input.investorOrgId)
          throw new ValidationError([{ path: 'investorOrgId', message: '请选择投资机构' }]);
        const investor = await repo.enterpriseOrg(db, input.investorOrgId);
        const allowed =
          investor &&
          (FINANCIER_TYPES as readonly string[]).includes(investor.type) &&
          (need.need.visibility === 'ALL_INSTITUTIONS' || isInvestor(investor.type));
        if (!allowed) throw new NotFoundError('投资机构不存在');
        investorOrgId = investor.id;
      } else if (input.investorOrgId) {
        throw new ValidationError([{ path: 'investorOrgId', message: '机构只能以本机构名义表达意向' }]);
      }
      const side = isEnterprise(user) ? 'ENTERPRISE' : 'INVESTOR';
      return conflictOnDuplicate(
        () =>
          db.transaction(async (tx) => {
            const now = clock();
            const created = await matching.insertMatch(
              tx,
              { needId: input.needId, investorOrgId, initiatedBy: side },
              now,
            );
            await matching.insertStep(
              tx,
              {
                matchId: created.id,
                stage: 'INTEREST',
                note: input.note,
                orgId: user.org.id,
                userId: user.id,
              },
              now,
            );
            const row = (await matching.findMatch(tx, sql`true`, created.id))!;
            await audit.by(
              caller,
              {
                action: 'financing.match.created',
                objectType: 'financing_match',
                objectId: created.id,
                detail: { needId: input.needId, investorOrgId },
              },
              tx,
            );
            await tellOtherSide(tx, row, side, `表达了对接意向${input.note ? `：${input.note}` : ''}`);
            return toMatch(user, row);
          }),
        '已与该方建立对接，请在对接记录中继续',
      );
    },

    /** The next step, or closing; either side records it, at the version it saw. */
    async advance(caller: Caller, id: string, input: z.output<typeof matchStep>): Promise<MatchSummary> {
      const { user } = caller;
      return db.transaction(async (tx) => {
        const row = await matching.findMatch(tx, matchScope(user), id);
        if (!row) throw new NotFoundError(MISSING);
        const side = sideOf(user, row);
        if (!side) throw new NotFoundError(MISSING);
        const at = MATCH_STAGES.indexOf(row.m.stage);
        if (row.m.stage === 'CLOSED') throw new ConflictError('对接已结束');
        const next = MATCH_STAGES[at + 1];
        if (input.stage !== next && input.stage !== 'CLOSED')
          throw new ValidationError([
            { path: 'stage', message: `下一步应为「${STAGE_NAMES[next!]}」或结束` },
          ]);
        const now = clock();
        const moved = await matching.moveMatch(tx, id, input.version, input.stage, now);
        if (!moved) throw new ConflictError('对接记录已被对方更新，请刷新后再操作');
        await matching.insertStep(
          tx,
          { matchId: id, stage: input.stage, note: input.note, orgId: user.org.id, userId: user.id },
          now,
        );
        await audit.by(
          caller,
          {
            action: 'financing.match.advanced',
            objectType: 'financing_match',
            objectId: id,
            detail: { from: row.m.stage, to: input.stage },
          },
          tx,
        );
        const after = (await matching.findMatch(tx, sql`true`, id))!;
        await tellOtherSide(
          tx,
          after,
          side,
          `将对接推进到「${STAGE_NAMES[input.stage]}」${input.note ? `：${input.note}` : ''}`,
        );
        return toMatch(user, after);
      });
    },

    async steps(caller: Caller, id: string) {
      const row = await matching.findMatch(db, matchScope(caller.user), id);
      if (!row) throw new NotFoundError(MISSING);
      const steps = await matching.listSteps(db, id);
      return steps.map((s) => ({
        stage: s.s.stage,
        note: s.s.note,
        orgName: s.orgName,
        at: s.s.at.toISOString(),
      }));
    },

    financiers: (keyword?: string) => matching.financierOptions(db, FINANCIER_TYPES, keyword),
  };
}
