import { AUDIENCE_TYPES } from '@portal/contract/training';
import { and, eq } from 'drizzle-orm';
import { scopeOf } from '../../platform/access/region-scope.ts';
import type { ActiveSession } from '../../platform/auth/sessions.ts';
import type { AppContext } from '../../platform/context.ts';
import { defineModule } from '../../platform/module.ts';
import { seedDemoTrainings } from './seed/demo-trainings.ts';
import { trainingsEnrolled } from './training.home.ts';
import { enrolmentReview } from './training.process.ts';
import * as repo from './training.repository.ts';
import { trainingRoutes } from './training.routes.ts';

/** A training's materials: its offices (region scope) and its audience read them. */
const trainingReader = (ctx: AppContext) => async (session: ActiveSession, trainingId: string) => {
  const { org } = session.user;
  if (org.type === 'FINANCIAL')
    return (
      (await repo.findTraining(ctx.db, trainingId, repo.officeScope(scopeOf(session.user)))) !== undefined
    );
  if (!AUDIENCE_TYPES.includes(org.type)) return false;
  const viewer: repo.Viewer = {
    orgId: org.id,
    type: org.type,
    regionCode: org.regionCode,
    grades: org.grades,
    stage: org.type === 'ENTERPRISE' ? await repo.stageOf(ctx.db, org.id) : null,
  };
  const [row] = await ctx.db
    .select({ id: repo.trainings.id })
    .from(repo.trainings)
    .where(and(eq(repo.trainings.id, trainingId), repo.openTo(viewer)));
  return row !== undefined;
};

export default defineModule({
  name: 'training',
  routes: [trainingRoutes],
  processes: [enrolmentReview],
  homeCards: [trainingsEnrolled],
  fileReaders: { training: trainingReader, training_college: trainingReader },
  seedDemo: ({ db, now }) => seedDemoTrainings(db, now),
  auditActions: {
    'training.created': '新建培训',
    'training.updated': '修改培训',
    'training.cancelled': '取消培训',
    'training.attendanceMarked': '登记培训签到',
    'training.exported': '导出培训报名',
    'training.enrolled': '培训报名',
    'training.enrolmentCancelled': '取消培训报名',
    'training.enrolmentPromoted': '候补转正式报名',
    'training.signedIn': '培训签到',
    'training.feedbackGiven': '提交培训评价',
  },
});
