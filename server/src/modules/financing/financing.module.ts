import { defineModule } from '../../platform/module.ts';
import { FINANCING_EXPORT_LIST } from './financing.export.ts';
import { financingInterest, financingMatches } from './financing.home.ts';
import { financingReview } from './financing.process.ts';
import { financingRoutes } from './financing.routes.ts';
import { roadshowRoutes } from './roadshow.routes.ts';
import { seedDemoFinancing } from './seed/demo-financing.ts';

export default defineModule({
  name: 'financing',
  routes: [financingRoutes, roadshowRoutes],
  processes: [financingReview],
  homeCards: [financingInterest, financingMatches],
  exportLists: [FINANCING_EXPORT_LIST],
  seedDemo: ({ db, now }) => seedDemoFinancing(db, now),
  auditActions: {
    'financing.need.created': '起草融资需求',
    'financing.need.updated': '修改融资需求',
    'financing.need.deleted': '删除融资需求草稿',
    'financing.need.recorded': '代企业发布融资需求',
    'financing.need.finished': '融资需求标记已匹配或关闭',
    'financing.need.exported': '导出投融资信息',
    'financing.preference.saved': '保存投资偏好',
    'financing.match.created': '表达投融资对接意向',
    'financing.match.advanced': '推进投融资对接',
    'roadshow.created': '创建路演活动',
    'roadshow.updated': '修改路演活动',
    'roadshow.project.added': '路演项目邀请或报名',
    'roadshow.project.decided': '路演项目入选或未入选',
    'roadshow.investor.added': '路演机构邀请或报名',
    'roadshow.scored': '路演评分',
  },
});
