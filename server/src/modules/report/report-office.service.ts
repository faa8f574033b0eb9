// The office's side of the reports: a period's submission status in its region, review through
// report-review, corrections with a trace, reminders, tasks issued outside the cadence, briefs.
import {
  type briefBody,
  type issueTaskBody,
  type officeEdit,
  REPORT_KIND_NAMES,
  type ReportDetail,
  type ReportKind,
  type ReportPeriod,
  type ReportStatusPage,
  type reportReview,
  type reportStatusQuery,
} from '@portal/contract/report';
import type { z } from 'zod';
import type { Caller } from '../../platform/access/caller.ts';
import { chinaDay } from '../../platform/china-time.ts';
import type { AppContext } from '../../platform/context.ts';
import { sanitizeRichText, textOf } from '../../platform/html/sanitize.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/http/errors.ts';
import { offsetOf } from '../../platform/http/paging.ts';
import { checkedContent } from './report.content.ts';
import { peopleOf } from './report.obligations.ts';
import { isOpen, viewerOf } from './report.policy.ts';
import * as repo from './report.repository.ts';
import { MISSING, type Reports, STALE, summaryOf } from './report.service.ts';

const periodOut = (p: repo.PeriodRow): ReportPeriod => ({
  id: p.id,
  kind: p.kind,
  label: p.label,
  startsOn: p.startsOn,
  endsOn: p.endsOn,
  dueOn: p.dueOn,
  issued: p.issuedByOrgId !== null,
});

export function createReportOffice(ctx: AppContext, reports: Reports) {
  const { db, clock, audit, workflow, notices } = ctx;
  const today = () => chinaDay(clock());
  const actorOf = (caller: Caller) => ({ userId: caller.user.id, orgId: caller.org.id });

  return {
    async periods(kind: ReportKind, caller: Caller): Promise<ReportPeriod[]> {
      return (await repo.periodsOf(db, kind, caller.org.id)).map(periodOut);
    },

    async status(caller: Caller, query: z.output<typeof reportStatusQuery>): Promise<ReportStatusPage> {
      const viewer = viewerOf(caller.user);
      const ids = await repo.pageOfIds(db, viewer, query, today(), query.size, offsetOf(query));
      const counts = await repo.countsOf(db, viewer, query, today());
      const items = (await repo.decorate(db, ids, today())).map(summaryOf);
      return { items, total: counts.total, page: query.page, size: query.size, counts };
    },

    /** A correction by the office: saved as a new version with its note, the state unchanged. */
    async edit(caller: Caller, id: string, body: z.output<typeof officeEdit>): Promise<ReportDetail> {
      await db.transaction(async (tx) => {
        const row = await repo.lockVisible(tx, viewerOf(caller.user), id);
        if (!row || row.kind === 'brief' || row.orgId === caller.org.id) throw new NotFoundError(MISSING);
        if (row.version !== body.version) throw new ConflictError(STALE);
        const content = checkedContent(row.kind, body.content, row.state !== 'OWED' && row.state !== 'DRAFT');
        const saved = await repo.updateAt(tx, id, row.version, { content }, clock());
        if (!saved) throw new ConflictError(STALE);
        await repo.insertVersion(tx, saved, `上级修改：${body.note}`, actorOf(caller), clock());
        await audit.by(
          caller,
          { action: 'report.edited', objectType: 'report', objectId: id, detail: { note: body.note } },
          tx,
        );
      });
      return reports.detail(caller, id);
    },

    /** Accept or return (with its reason) through the workflow engine; its effects move the row. */
    async review(caller: Caller, id: string, body: z.output<typeof reportReview>): Promise<ReportDetail> {
      if (body.decision === 'return' && !body.reason)
        throw new ValidationError([{ path: 'reason', message: '退回时请填写原因' }]);
      await db.transaction(async (tx) => {
        const row = await repo.lockVisible(tx, viewerOf(caller.user), id);
        if (!row) throw new NotFoundError(MISSING);
        if (!row.workflowInstanceId || row.version !== body.version || row.state !== 'SUBMITTED')
          throw new ConflictError(STALE);
        await workflow.act(
          {
            instanceId: row.workflowInstanceId,
            action: body.decision === 'accept' ? 'approve' : 'reject',
            actor: caller.user,
            comment: body.reason ?? null,
            address: caller.address,
          },
          tx,
        );
        await audit.by(
          caller,
          {
            action: 'report.reviewed',
            objectType: 'report',
            objectId: id,
            detail: { decision: body.decision },
          },
          tx,
        );
      });
      return reports.detail(caller, id);
    },

    /** An inbox notice to each late filer among the ids; on-time or done rows are left alone. */
    async remind(caller: Caller, ids: string[]): Promise<{ reminded: number }> {
      const unique = [...new Set(ids)];
      return db.transaction(async (tx) => {
        const rows = await repo.decorate(tx, unique, today());
        const visible = new Set<string>();
        for (const id of unique) if (await repo.findVisible(tx, viewerOf(caller.user), id)) visible.add(id);
        if (visible.size !== unique.length) throw new NotFoundError(MISSING);
        let reminded = 0;
        for (const row of rows) {
          if (!row.late || !isOpen(row) || row.kind === 'brief') continue;
          const name = REPORT_KIND_NAMES[row.kind];
          await notices.send(
            await peopleOf(tx, row.orgId),
            {
              title: `【催报】${name}${row.periodLabel ? `（${row.periodLabel}）` : ''}`,
              content: `${caller.org.name}提醒：贵单位的${name}应于 ${row.dueOn} 前提交，请尽快填报。`,
              category: '定期报告',
              link: '/report/list',
            },
            tx,
          );
          await repo.markReminded(tx, row.id, clock());
          reminded++;
        }
        await audit.by(
          caller,
          { action: 'report.reminded', objectType: 'report', detail: { ids: unique, reminded } },
          tx,
        );
        return { reminded };
      });
    },

    /** A task of a kind to chosen enterprises of the region, outside the cadence (下发). */
    async issueTask(caller: Caller, body: z.output<typeof issueTaskBody>): Promise<ReportPeriod> {
      const now = clock();
      if (body.dueOn < today())
        throw new ValidationError([{ path: 'dueOn', message: '截止日期不能早于今天' }]);
      const wanted = [...new Set(body.enterpriseIds)];
      const found = await repo.scopedEnterprises(db, caller.org.regionCode, wanted);
      if (found.length !== wanted.length) throw new NotFoundError('企业不存在或不在本辖区');
      return db.transaction(async (tx) => {
        const period = await repo.insertPeriod(tx, {
          kind: body.kind,
          label: body.title,
          startsOn: today(),
          endsOn: body.dueOn,
          dueOn: body.dueOn,
          issuedByOrgId: caller.org.id,
          createdAt: now,
        });
        for (const e of found) {
          await repo.insertReport(tx, {
            kind: body.kind,
            periodId: period.id,
            orgId: e.org_id,
            enterpriseId: e.id,
            regionCode: e.region_code,
            state: 'OWED',
            dueOn: body.dueOn,
            title: body.title,
            createdAt: now,
            updatedAt: now,
          });
          await notices.send(
            await peopleOf(tx, e.org_id),
            {
              title: `【报告任务】${body.title}`,
              content: `${caller.org.name}下发了${REPORT_KIND_NAMES[body.kind]}任务“${body.title}”，请于 ${body.dueOn} 前提交。`,
              category: '定期报告',
              link: '/report/list',
            },
            tx,
          );
        }
        await audit.by(
          caller,
          {
            action: 'report.taskIssued',
            objectType: 'report_period',
            objectId: period.id,
            detail: { kind: body.kind, enterprises: found.length },
          },
          tx,
        );
        return periodOut(period);
      });
    },

    /** A brief: the office's own rich text, published at once to the chosen recipients. */
    async publishBrief(caller: Caller, body: z.output<typeof briefBody>): Promise<ReportDetail> {
      const html = sanitizeRichText(body.html);
      if (textOf(html).trim() === '')
        throw new ValidationError([{ path: 'html', message: '请填写简报内容' }]);
      const recipients = await repo.orgNames(db, [...new Set(body.recipientOrgIds)]);
      const allowed = new Set((await repo.recipientOptions(db)).map((o) => o.id));
      if (
        recipients.length !== new Set(body.recipientOrgIds).size ||
        recipients.some((r) => !allowed.has(r.id))
      )
        throw new ValidationError([{ path: 'recipientOrgIds', message: '接收单位不存在' }]);
      const id = await db.transaction(async (tx) => {
        const now = clock();
        const row = await repo.insertReport(tx, {
          kind: 'brief',
          orgId: caller.org.id,
          regionCode: caller.org.regionCode ?? '',
          state: 'PUBLISHED',
          title: body.title,
          html,
          recipientOrgIds: recipients.map((r) => r.id),
          submittedAt: now,
          createdAt: now,
          updatedAt: now,
        });
        await repo.insertVersion(tx, row, '发布', actorOf(caller), now);
        for (const r of recipients)
          await notices.send(
            await peopleOf(tx, r.id),
            {
              title: `【简报】${body.title}`,
              content: `${caller.org.name}发布了简报“${body.title}”。`,
              category: '定期报告',
              link: `/report/brief/edit?id=${row.id}`,
            },
            tx,
          );
        await audit.by(
          caller,
          {
            action: 'report.briefPublished',
            objectType: 'report',
            objectId: row.id,
            detail: { recipients: recipients.length },
          },
          tx,
        );
        return row.id;
      });
      return reports.detail(caller, id);
    },

    enterprises: (caller: Caller, keyword?: string) =>
      repo.enterpriseOptions(db, caller.org.regionCode, keyword),
    recipients: () => repo.recipientOptions(db),
  };
}
