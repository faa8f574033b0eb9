import { defineModule } from '../../platform/module.ts';
import { ENTERPRISE_EXPORT_LIST } from './enterprise.export-list.ts';
import { enterpriseScopeOf } from './enterprise.policy.ts';
import { enterpriseReview } from './enterprise.process.ts';
import { findInScope } from './enterprise.repository.ts';
import { enterpriseRoutes } from './enterprise.routes.ts';
import { seedDemoEnterprises } from './seed/demo-enterprises.ts';

export default defineModule({
  name: 'enterprise',
  routes: [enterpriseRoutes],
  processes: [enterpriseReview],
  exportLists: [ENTERPRISE_EXPORT_LIST],
  fileReaders: {
    // Files an enterprise's records use (its reviews' attachments) are read within the enterprise
    // scope: the enterprise itself, the offices of its region, the member units.
    enterprise: (ctx) => async (session, id) =>
      (await findInScope(ctx.db, enterpriseScopeOf(session.user), id)) !== undefined,
  },
  seedDemo: ({ db, now }) => seedDemoEnterprises(db, now),
  auditActions: {
    'enterprise.draft.': '企业信息草稿',
    'enterprise.withdrawn': '撤回企业信息审核',
    'enterprise.grade.changed': '调整企业分级',
    'enterprise.tags.updated': '修改行业标签',
    'enterprise.exported': '导出企业信息',
  },
});
