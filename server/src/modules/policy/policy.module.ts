import { defineModule } from '../../platform/module.ts';
import { policyRoutes } from './policy.routes.ts';
import { seedDemoPolicy } from './seed/seed-policy.ts';

export default defineModule({
  name: 'policy',
  routes: [policyRoutes],
  seedDemo: ({ db, now }) => seedDemoPolicy(db, now),
  auditActions: {
    'policy.added': '新增扶持政策',
    'policy.changed': '修改扶持政策',
    'policy.told': '向企业推送政策',
    'policy.read': '企业阅读推送政策',
    'policy.applied': '企业申报推送政策',
  },
});
