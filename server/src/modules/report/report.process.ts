// The review of a submitted report (report-review): the responsible office accepts it or returns
// it with a reason; the filer corrects and submits again. The report row follows the instance in
// the step's own transaction (effects), so the workflow inbox and the report pages never disagree.
import { REPORT_KIND_NAMES, type ReportKind, type ReportState } from '@portal/contract/report';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { defineProcess, policies as p, type TransitionEvent } from '../../platform/workflow/index.ts';
import { reports, reportVersions } from './report.schema.ts';

async function follow(e: TransitionEvent, state: 'ACCEPTED' | 'RETURNED' | 'SUBMITTED', from: ReportState) {
  const [row] = await e.tx
    .update(reports)
    .set({
      state,
      version: sql`${reports.version} + 1`,
      // The instance's step time comes from the engine's injected clock.
      updatedAt: e.instance.updatedAt,
      ...(state === 'RETURNED' ? { returnReason: e.comment } : {}),
      ...(state === 'SUBMITTED' ? { submittedAt: e.instance.updatedAt } : {}),
    })
    .where(and(eq(reports.id, e.instance.subjectId), eq(reports.state, from)))
    .returning();
  // A resubmission through the report page has moved the row already.
  if (!row) return;
  const notes = { ACCEPTED: '审核通过', RETURNED: `退回：${e.comment ?? ''}`, SUBMITTED: '重新提交' };
  await e.tx.insert(reportVersions).values({
    reportId: row.id,
    version: row.version,
    state: row.state,
    note: notes[state],
    content: row.content,
    actorUserId: e.actor.id,
    actorOrgId: e.actor.org.id,
    at: row.updatedAt,
  });
}

export const reportReview = defineProcess({
  key: 'report-review',
  title: '定期报告审核',
  // No group of its own in WORKFLOW_GROUPS: a report is the enterprise's information.
  group: 'enterprise',
  subjectType: 'report',
  states: [
    { key: 'pending', label: '待审核', open: true },
    { key: 'returned', label: '已退回', open: true },
    { key: 'accepted', label: '已通过', open: false },
  ],
  initial: 'pending',
  actions: {
    approve: { from: ['pending'], to: 'accepted', who: p.assigneeOrg },
    reject: { from: ['pending'], to: 'returned', who: p.assigneeOrg },
    submit: { from: ['returned'], to: 'pending', who: p.submitterOrg },
  },
  effects: {
    approve: (e) => follow(e, 'ACCEPTED', 'SUBMITTED'),
    reject: (e) => follow(e, 'RETURNED', 'SUBMITTED'),
    submit: (e) => follow(e, 'SUBMITTED', 'RETURNED'),
  },
  // Both sides have /report/{kind}/edit for the cadenced kinds and the page reads the report's own
  // kind; the government side has no page of the major matters' kind, so they open under golden.
  subjectLink: (i) => {
    const kind = kindOfTitle(i.title);
    return `/report/${kind === 'issue' ? 'golden' : kind}/edit?id=${i.subjectId}`;
  },
  subjectSummary: async (db: Database, i) => {
    const [row] = await db.select({ kind: reports.kind }).from(reports).where(eq(reports.id, i.subjectId));
    return row ? [{ label: '报告类型', value: REPORT_KIND_NAMES[row.kind] }] : [];
  },
});

/** Titles start with the kind's name (report.service.ts), which gives the page to open. */
function kindOfTitle(title: string): ReportKind {
  const found = (Object.entries(REPORT_KIND_NAMES) as [ReportKind, string][]).find(([, name]) =>
    title.includes(name),
  );
  return found?.[0] ?? 'golden';
}
