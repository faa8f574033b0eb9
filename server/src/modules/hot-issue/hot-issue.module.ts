import { refusal } from '../../platform/access/access.ts';
import { defineModule } from '../../platform/module.ts';
import { hotIssueRoutes } from './hot-issue.routes.ts';
import { seedDemoHotIssues } from './seed/demo-hot-issues.ts';

export default defineModule({
  name: 'hot-issue',
  routes: [hotIssueRoutes],
  // Until published, the files of its content are for those who may edit and preview it.
  fileReaders: { hot_issue: () => (session) => refusal({ authority: 'ADMIN' }, session) === null },
  seedDemo: ({ db, now }) => seedDemoHotIssues(db, now),
  auditActions: {
    'hotIssue.created': '新建热点问题',
    'hotIssue.updated': '修改热点问题',
    'hotIssue.deleted': '删除热点问题',
  },
});
