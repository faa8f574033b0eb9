import { defineModule } from '../../platform/module.ts';
import { createOverdueSweep, OVERDUE_SWEEP_MINUTES } from '../../platform/workflow/overdue.ts';
import { workflowHomeCards } from './workflow.home.ts';
import { workflowRoutes } from './workflow.routes.ts';

/** The inboxes and detail pages of every process; and the sweep that announces passed deadlines. */
export default defineModule({
  name: 'workflow',
  routes: [workflowRoutes],
  homeCards: workflowHomeCards,
  jobs: [
    {
      name: 'workflow overdue sweep',
      minutes: OVERDUE_SWEEP_MINUTES,
      task: (ctx) => createOverdueSweep(ctx).sweep,
    },
  ],
});
