import { chinaDay } from '../../platform/china-time.ts';
import { defineModule } from '../../platform/module.ts';
import { reportsDue, reportsMissing } from './report.home.ts';
import { announceOverdue, openCurrentPeriods } from './report.obligations.ts';
import { reportReview } from './report.process.ts';
import { reportRoutes } from './report.routes.ts';
import { seedDemoReports } from './seed/demo-reports.ts';

export default defineModule({
  name: 'report',
  routes: [reportRoutes],
  processes: [reportReview],
  homeCards: [reportsDue, reportsMissing],
  seedDemo: ({ db, now }) => seedDemoReports(db, now),
  jobs: [
    {
      // Hourly is enough: a period opens on its first day, and the overdue notice is daily anyway.
      name: 'report-periods',
      minutes: 60,
      runNow: true,
      task: (ctx) => async () => {
        const now = ctx.clock();
        const created = await openCurrentPeriods(ctx.db, chinaDay(now), now);
        const announced = await announceOverdue(ctx.db, ctx.notices, chinaDay(now));
        if (created + announced > 0)
          await ctx.audit.record({
            actor: null,
            action: 'report.periodsOpened',
            objectType: 'report_period',
            detail: { created, announced },
          });
        return { created, announced };
      },
    },
  ],
  auditActions: {
    'report.saved': '保存定期报告草稿',
    'report.submitted': '提交定期报告',
    'report.issueCreated': '新建重大事项报告',
    'report.edited': '修改定期报告（上级）',
    'report.reviewed': '审核定期报告',
    'report.reminded': '催报定期报告',
    'report.taskIssued': '下发报告任务',
    'report.briefPublished': '发布简报',
    'report.imported': '导入定期报告',
    'report.periodsOpened': '开启报告期间',
  },
});
