import { defineModule } from '../../platform/module.ts';
import { hotIssueRoutes } from './hot-issue.routes.ts';

export default defineModule({ name: 'hot-issue', routes: [hotIssueRoutes] });
