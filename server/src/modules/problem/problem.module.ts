import { defineModule } from '../../platform/module.ts';
import { createEscalationSweep, ESCALATION_SWEEP_MINUTES } from './problem.escalation.ts';
import { PROBLEM_EXPORT_LIST } from './problem.export.ts';
import { PROBLEM_HOME_CARDS } from './problem.home.ts';
import { PROBLEM_OWNER, scopeOf } from './problem.policy.ts';
import { problemProcess } from './problem.process.ts';
import { findInScope } from './problem.repository.ts';
import { problemRoutes } from './problem.routes.ts';
import { seedDemoProblems } from './seed/demo-problems.ts';

/** The green channel (绿色通道): problems, their process, the escalation sweep, the export. */
export default defineModule({
  name: 'problem',
  routes: [problemRoutes],
  processes: [problemProcess],
  exportLists: [PROBLEM_EXPORT_LIST],
  homeCards: PROBLEM_HOME_CARDS,
  // A problem's attachments are read by whoever may read the problem (its scope rule).
  fileReaders: {
    [PROBLEM_OWNER]: (ctx) => async (session, problemId) =>
      (await findInScope(ctx.db, scopeOf(session.user), problemId)) !== undefined,
  },
  seedDemo: ({ db, now }) => seedDemoProblems(db, now),
  auditActions: {
    'problem.created': '新建绿色通道问题',
    'problem.converted': '转为绿色通道问题',
    'problem.updated': '修改绿色通道问题',
    'problem.deleted': '删除绿色通道问题',
    'problem.exported': '导出绿色通道问题',
    'problem.escalated': '绿色通道问题超期预警',
    'problem.noted': '添加绿色通道协办进展',
  },
  jobs: [
    {
      name: 'green channel escalation sweep',
      minutes: ESCALATION_SWEEP_MINUTES,
      runNow: true,
      task: (ctx) => createEscalationSweep(ctx).sweep,
    },
  ],
});
