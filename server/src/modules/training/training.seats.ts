// Seats and the waiting list: who gets a seat when someone enrols, and who moves up when a seat
// frees (a cancellation, a refusal, a larger capacity). Always called with the training row locked
// (repository lockTraining), inside the change's transaction, so the count cannot go stale.
import { ENROLMENT_REVIEW_TITLE } from '@portal/contract/training';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Clock } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Audit } from '../../platform/audit/audit.ts';
import type { Notices } from '../../platform/notices/notices.ts';
import type { Workflow, WorkflowActor } from '../../platform/workflow/index.ts';
import * as repo from './training.repository.ts';

export const ENROLMENT_REVIEW = 'training-enrolment-review';

export type SeatDeps = { clock: Clock; audit: Audit; notices: Notices; workflow: Workflow };

export async function seatsTaken(tx: Database, trainingId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(repo.enrolments)
    .where(and(eq(repo.enrolments.trainingId, trainingId), inArray(repo.enrolments.status, repo.SEATED)));
  return row?.n ?? 0;
}

/** A seated enrolment of a training that asks for review starts its review, assigned to the office. */
export async function seat(
  deps: SeatDeps,
  tx: Database,
  training: repo.TrainingRow,
  row: repo.EnrolmentRow,
  actor: WorkflowActor,
): Promise<repo.EnrolmentRow> {
  const now = deps.clock();
  if (!training.needsReview) return repo.setEnrolment(tx, row.id, { status: 'APPROVED', updatedAt: now });
  const instance = await deps.workflow.start(
    {
      process: ENROLMENT_REVIEW,
      subjectId: row.id,
      title: `${training.title}：${row.name}`,
      actor,
      submitterOrgId: row.orgId,
      assigneeOrgId: training.officeOrgId,
    },
    tx,
  );
  return repo.setEnrolment(tx, row.id, {
    status: 'PENDING',
    workflowInstanceId: instance.id,
    updatedAt: now,
  });
}

/**
 * Moves the longest-waiting up while seats are free, first come first served, and tells each
 * organisation in its inbox. `actor` is whoever freed the seat (for the review's start and the audit row).
 */
export async function promoteWaiting(
  deps: SeatDeps,
  tx: Database,
  training: repo.TrainingRow,
  actor: WorkflowActor,
): Promise<repo.EnrolmentRow[]> {
  if (training.status !== 'PUBLISHED') return [];
  const moved: repo.EnrolmentRow[] = [];
  let taken = await seatsTaken(tx, training.id);
  while (taken < training.capacity) {
    const next = await repo.firstWaiting(tx, training.id);
    if (!next) break;
    const seated = await seat(deps, tx, training, next, actor);
    moved.push(seated);
    taken++;
    const state = seated.status === 'APPROVED' ? '报名成功' : '待审核';
    await deps.notices.send(
      await repo.peopleOf(tx, [seated.orgId]),
      {
        title: `【培训报名】${training.title}`,
        content: `${seated.name} 已由候补转为正式名额（${state}）。`,
        category: '培训报名',
        link: `/training/training/detail?id=${training.id}`,
      },
      tx,
    );
    await deps.audit.record(
      {
        actor: { id: actor.id, account: actor.account },
        action: 'training.enrolmentPromoted',
        objectType: 'training_enrolment',
        objectId: seated.id,
        detail: { trainingId: training.id, status: seated.status },
      },
      tx,
    );
  }
  return moved;
}

export const REVIEW_TITLE = ENROLMENT_REVIEW_TITLE;
