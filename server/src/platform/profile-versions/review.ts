// The review process of a versioned profile (DESIGN §7), one definition per kind of profile:
// submitting a draft starts it; the responsible financial office approves (the version becomes
// current) or rejects with a reason (back to the submitter, who corrects and submits again).
import type { WorkflowGroup } from '@portal/contract';
import type { Database } from '../../db/client.ts';
import type { ProfileSubjectType } from '../../db/schema/index.ts';
import { ConflictError } from '../http/errors.ts';
import {
  defineProcess,
  type Effect,
  type ProcessDefinition,
  policies as p,
  type TransitionEvent,
  type WorkflowInstance,
} from '../workflow/index.ts';
import * as repo from './repository.ts';

type Summary = { label: string; value: string }[];

export type ReviewOptions = {
  key: string;
  title: string;
  group: WorkflowGroup;
  subjectType: ProfileSubjectType;
  /** Makes the approved version current on the subject (same transaction). */
  onApproved: (e: TransitionEvent, version: repo.VersionRow) => Promise<void>;
  link: (subjectId: string) => string;
  summary: (db: Database, instance: WorkflowInstance) => Promise<Summary>;
};

/** The version this instance reviews: the subject's open one, sent to review by this very instance. */
async function versionUnderReview(e: TransitionEvent, type: ProfileSubjectType): Promise<repo.VersionRow> {
  const open = await repo.findOpen(e.tx, { type, id: e.instance.subjectId });
  if (!open || open.workflowInstanceId !== e.instance.id)
    throw new ConflictError('该版本已不在审核中，请刷新后重试');
  return open;
}

export function reviewProcess(o: ReviewOptions): ProcessDefinition {
  // The engine stamps the instance with the injected clock; effects reuse that time.
  const own =
    (fn: (e: TransitionEvent, v: repo.VersionRow, now: Date) => Promise<void>): Effect =>
    async (e) =>
      fn(e, await versionUnderReview(e, o.subjectType), e.instance.updatedAt);
  const decided = (e: TransitionEvent, now: Date) => ({
    decidedAt: now,
    decidedBy: e.actor.id,
    decidedByOrg: e.actor.org.id,
    comment: e.comment,
    updatedAt: now,
  });
  return defineProcess({
    key: o.key,
    title: o.title,
    group: o.group,
    subjectType: o.subjectType,
    states: [
      { key: 'pending', label: '待审核', open: true },
      { key: 'rejected', label: '已退回', open: true },
      { key: 'approved', label: '已通过', open: false },
      { key: 'withdrawn', label: '已撤回', open: false },
    ],
    initial: 'pending',
    actions: {
      approve: { from: ['pending'], to: 'approved', who: p.assigneeOrg },
      reject: { from: ['pending'], to: 'rejected', who: p.assigneeOrg, requiresComment: true },
      submit: { from: ['rejected'], to: 'pending', who: p.submitterOrg },
      withdraw: { from: ['pending', 'rejected'], to: 'withdrawn', who: p.submitterOrg, assignee: 'none' },
      transfer: { from: ['pending'], who: p.assigneeOrg },
      remind: { from: ['pending'], who: p.submitterOrg },
    },
    // Sending a version to review is versions.submit's (it marks the version itself); the steps
    // here are the review's decisions, and the submitter withdrawing.
    effects: {
      // A resubmission made on the workflow page (where the submitter may attach files) does not
      // come through versions.submit: the returned version goes back to review with the step.
      // Through versions.submit the version is in review already and this changes nothing.
      submit: (e) => repo.resubmitReturned(e.tx, o.subjectType, e.instance.id, e.instance.updatedAt),
      reject: own(async (e, v, now) => {
        await repo.update(e.tx, v.id, { status: 'REJECTED', ...decided(e, now) });
      }),
      withdraw: own(async (e, v, now) => {
        await repo.update(e.tx, v.id, { status: 'DRAFT', updatedAt: now });
      }),
      approve: own(async (e, v, now) => {
        const approved = await repo.approve(e.tx, v.id, {
          by: e.actor.id,
          byOrg: e.actor.org.id,
          comment: e.comment,
          now,
        });
        await o.onApproved(e, approved);
      }),
    },
    subjectLink: (i) => o.link(i.subjectId),
    subjectSummary: o.summary,
  });
}
