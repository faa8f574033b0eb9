// 培训报名审核: when a training asks for review, each seated enrolment is reviewed by the office that
// published it. Approval confirms the seat; a refusal or the enrolee's withdrawal frees it, and the
// first on the waiting list moves up in the same step.
import { eq } from 'drizzle-orm';
import { ConflictError } from '../../platform/http/errors.ts';
import { defineProcess, type Effect, policies as p } from '../../platform/workflow/index.ts';
import * as repo from './training.repository.ts';
import { ENROLMENT_REVIEW, promoteWaiting, REVIEW_TITLE, type SeatDeps } from './training.seats.ts';

/**
 * The engine takes processes before the app's services exist; the routes bind them on build. One
 * app per process in a real server; tests build one per file.
 */
let bound: SeatDeps | null = null;
export const bindReview = (deps: SeatDeps): void => {
  bound = deps;
};

const settle =
  (status: 'APPROVED' | 'REFUSED' | 'CANCELLED'): Effect =>
  async ({ tx, instance, actor }) => {
    const [row] = await tx.select().from(repo.enrolments).where(eq(repo.enrolments.id, instance.subjectId));
    if (!row) return;
    if (!bound) throw new Error('training review used before the training routes were built');
    const training = await repo.lockTraining(tx, row.trainingId, repo.ANY);
    // A cancelled training confirms no one; its office closes the open reviews when it cancels.
    if (status === 'APPROVED' && training?.status === 'CANCELLED')
      throw new ConflictError('培训已取消，不能再通过报名');
    await repo.setEnrolment(tx, row.id, { status, updatedAt: instance.updatedAt });
    if (status !== 'APPROVED' && training) await promoteWaiting(bound, tx, training, actor);
  };

export const enrolmentReview = defineProcess({
  key: ENROLMENT_REVIEW,
  title: REVIEW_TITLE,
  group: 'training',
  subjectType: 'training_enrolment',
  states: [
    { key: 'pending', label: '待审核', open: true },
    { key: 'approved', label: '已通过', open: false },
    { key: 'refused', label: '未通过', open: false },
    { key: 'withdrawn', label: '已取消', open: false },
  ],
  initial: 'pending',
  actions: {
    approve: { from: ['pending'], to: 'approved', who: p.assigneeOrg },
    reject: { from: ['pending'], to: 'refused', who: p.assigneeOrg, assignee: 'keep', notify: ['submitter'] },
    withdraw: { from: ['pending'], to: 'withdrawn', who: p.submitterOrg },
    // The office cancels the training: its open reviews end with it.
    close: { from: ['pending'], to: 'withdrawn', who: p.assigneeOrg },
    remind: { from: ['pending'], who: p.submitterOrg },
  },
  effects: {
    approve: settle('APPROVED'),
    reject: settle('REFUSED'),
    withdraw: settle('CANCELLED'),
    close: settle('CANCELLED'),
  },
  subjectLink: (i) => `/training/enroll/detail?id=${i.subjectId}`,
  async subjectSummary(db, instance) {
    const [row] = await db
      .select({
        name: repo.enrolments.name,
        mobile: repo.enrolments.mobile,
        position: repo.enrolments.position,
        training: repo.trainings.title,
        startsAt: repo.trainings.startsAt,
      })
      .from(repo.enrolments)
      .innerJoin(repo.trainings, eq(repo.trainings.id, repo.enrolments.trainingId))
      .where(eq(repo.enrolments.id, instance.subjectId));
    if (!row) return [];
    return [
      { label: '培训名称', value: row.training },
      { label: '报名人', value: `${row.name}（${row.position || '—'}）` },
      { label: '手机号码', value: row.mobile },
    ];
  },
});
