// The filer's side of the reports (an enterprise, or a city office for its monthly summary): what
// it owes, one report pre-filled, drafts, submission into report-review; and one report's detail
// for everyone who may see it. Every change and its audit row and version commit together.
import { type Page, zhName } from '@portal/contract';
import {
  type myReportQuery,
  REPORT_KIND_NAMES,
  type ReportDetail,
  type ReportSummary,
  type ReportVersion,
  type Rollup,
  type reportWrite,
} from '@portal/contract/report';
import type { z } from 'zod';
import type { Caller } from '../../platform/access/caller.ts';
import { chinaDay } from '../../platform/china-time.ts';
import type { AppContext } from '../../platform/context.ts';
import { ConflictError, NotFoundError } from '../../platform/http/errors.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { responsibleOffice } from '../../platform/workflow/index.ts';
import { checkedContent } from './report.content.ts';
import { abilitiesOf, isOpen, viewerOf } from './report.policy.ts';
import * as repo from './report.repository.ts';

export const MISSING = '报告不存在或无权查看';
export const STALE = '报告已被修改或已提交，请刷新后再操作';

export function summaryOf(row: repo.DecoratedRow): ReportSummary {
  return {
    id: row.id,
    kind: row.kind,
    periodId: row.periodId,
    periodLabel: row.periodLabel,
    filerOrgId: row.orgId,
    filerName: row.filerName,
    regionCode: row.regionCode,
    regionName: row.regionName,
    state: row.state,
    dueOn: row.dueOn,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    late: row.late,
    issued: row.issued,
    title: row.title,
    lastRemindedAt: row.lastRemindedAt?.toISOString() ?? null,
    version: row.version,
  };
}

export type Reports = ReturnType<typeof createReports>;

export function createReports(ctx: AppContext) {
  const { db, clock, audit, workflow } = ctx;
  const today = () => chinaDay(clock());

  async function decorated(id: string): Promise<repo.DecoratedRow> {
    const [row] = await repo.decorate(db, [id], today());
    if (!row) throw new NotFoundError(MISSING);
    return row;
  }

  /** What a filer starts from: its last report of the kind, else what the enterprise record says. */
  async function prefillOf(row: repo.ReportRow): Promise<Record<string, string> | null> {
    if (row.state !== 'OWED' || Object.keys(row.content).length > 0) return null;
    const last = await repo.lastContent(db, row.orgId, row.kind, row.id);
    if (last) return last;
    const board = row.enterpriseId ? await repo.targetBoardOf(db, row.enterpriseId) : null;
    return board && ['csrc', 'major', 'overseas'].includes(row.kind)
      ? { exchange: zhName('board', board) }
      : null;
  }

  /** A summary's figures: frozen once submitted (until returned), live while being written. */
  async function rollupFor(row: repo.ReportRow, tx: typeof db = db): Promise<Rollup | null> {
    if (row.kind !== 'summary' || !row.periodId) return null;
    if (row.rollup && (row.state === 'SUBMITTED' || row.state === 'ACCEPTED')) return row.rollup;
    const period = await repo.findPeriod(tx, row.periodId);
    if (!period) return null;
    return repo.rollupOf(tx, row.regionCode, period.startsOn, period.endsOn, today());
  }

  async function detail(caller: Caller, id: string): Promise<ReportDetail> {
    const row = await repo.findVisible(db, viewerOf(caller.user), id);
    if (!row) throw new NotFoundError(MISSING);
    const full = await decorated(id);
    const instance = row.workflowInstanceId ? await workflow.findBySubject('report', row.id) : null;
    const prefill = await prefillOf(row);
    return {
      ...summaryOf(full),
      content: prefill ?? row.content,
      prefilled: prefill !== null,
      returnReason: row.state === 'RETURNED' ? row.returnReason : null,
      workflowInstanceId: row.workflowInstanceId,
      html: row.html,
      recipients: await repo.orgNames(db, row.recipientOrgIds),
      rollup: await rollupFor(row),
      abilities: abilitiesOf(caller.user, row, full.late, instance?.open ? instance.assigneeOrgId : null),
    };
  }

  /** The filer's row, locked, at the version the user saw and still open; else 404 / 409. */
  async function ownOpenRow(tx: typeof db, caller: Caller, id: string, version: number) {
    const row = await repo.lockVisible(tx, viewerOf(caller.user), id);
    if (!row || row.orgId !== caller.org.id || row.kind === 'brief') throw new NotFoundError(MISSING);
    if (row.version !== version || !isOpen(row)) throw new ConflictError(STALE);
    return row;
  }

  const actorOf = (caller: Caller) => ({ userId: caller.user.id, orgId: caller.org.id });

  return {
    detail,

    async mine(caller: Caller, query: z.output<typeof myReportQuery>): Promise<Page<ReportSummary>> {
      const viewer = { ...viewerOf(caller.user), type: 'ENTERPRISE' };
      const ids = await repo.pageOfIds(db, viewer, query, today(), query.size, offsetOf(query));
      const { total } = await repo.countsOf(db, viewer, query, today());
      return toPage((await repo.decorate(db, ids, today())).map(summaryOf), total, query);
    },

    async versions(caller: Caller, id: string): Promise<ReportVersion[]> {
      if (!(await repo.findVisible(db, viewerOf(caller.user), id))) throw new NotFoundError(MISSING);
      return (await repo.versionsOf(db, id)).map((v) => ({ ...v, at: v.at.toISOString() }));
    },

    async saveDraft(caller: Caller, id: string, body: z.output<typeof reportWrite>): Promise<ReportDetail> {
      await db.transaction(async (tx) => {
        const row = await ownOpenRow(tx, caller, id, body.version);
        const content = checkedContent(row.kind, body.content, false);
        const state = row.state === 'RETURNED' ? 'RETURNED' : 'DRAFT';
        const saved = await repo.updateAt(tx, id, row.version, { content, state }, clock());
        if (!saved) throw new ConflictError(STALE);
        await repo.insertVersion(tx, saved, '保存草稿', actorOf(caller), clock());
        await audit.by(
          caller,
          { action: 'report.saved', objectType: 'report', objectId: id, detail: { kind: row.kind } },
          tx,
        );
      });
      return detail(caller, id);
    },

    /**
     * Submits into report-review: the first time starts an instance with the responsible office
     * (the summary goes to the province), a resubmission after a return moves it back. The row
     * lock and the version make a second, concurrent submit a 409.
     */
    async submit(caller: Caller, id: string, body: z.output<typeof reportWrite>): Promise<ReportDetail> {
      await db.transaction(async (tx) => {
        const row = await ownOpenRow(tx, caller, id, body.version);
        const content = checkedContent(row.kind, body.content, true);
        const now = clock();
        const saved = await repo.updateAt(
          tx,
          id,
          row.version,
          {
            content,
            state: 'SUBMITTED',
            submittedAt: now,
            returnReason: null,
            // The summary sends the figures of this moment (read under the row's lock).
            rollup: await rollupFor({ ...row, state: 'DRAFT' }, tx),
          },
          now,
        );
        if (!saved) throw new ConflictError(STALE);
        let instanceId = row.workflowInstanceId;
        if (instanceId) {
          await workflow.act(
            { instanceId, action: 'submit', actor: caller.user, address: caller.address },
            tx,
          );
        } else {
          const above = row.kind === 'summary' ? `${row.regionCode.slice(0, 2)}0000` : row.regionCode;
          const office = await responsibleOffice(tx, above);
          const instance = await workflow.start(
            {
              process: 'report-review',
              subjectId: id,
              title: `${REPORT_KIND_NAMES[row.kind]} ${caller.org.name}`,
              actor: caller.user,
              assigneeOrgId: office?.id ?? null,
              address: caller.address,
            },
            tx,
          );
          instanceId = instance.id;
        }
        const linked = await repo.updateAt(tx, id, saved.version, { workflowInstanceId: instanceId }, now);
        await repo.insertVersion(tx, linked!, '提交', actorOf(caller), now);
        await audit.by(
          caller,
          { action: 'report.submitted', objectType: 'report', objectId: id, detail: { kind: row.kind } },
          tx,
        );
      });
      return detail(caller, id);
    },

    /** A major matter (重大事项) is reported when it happens: a new draft of the enterprise's own. */
    async createIssue(caller: Caller, body: { content: Record<string, string> }): Promise<ReportDetail> {
      const enterprise = await repo.enterpriseOfOrg(db, caller.org.id);
      if (!enterprise) throw new NotFoundError('请先完善企业信息');
      const content = checkedContent('issue', body.content, false);
      const id = await db.transaction(async (tx) => {
        const now = clock();
        const row = await repo.insertReport(tx, {
          kind: 'issue',
          orgId: caller.org.id,
          enterpriseId: enterprise.id,
          regionCode: enterprise.region_code,
          state: 'DRAFT',
          content,
          createdAt: now,
          updatedAt: now,
        });
        await repo.insertVersion(tx, row, '新建', actorOf(caller), now);
        await audit.by(caller, { action: 'report.issueCreated', objectType: 'report', objectId: row.id }, tx);
        return row.id;
      });
      return detail(caller, id);
    },
  };
}
