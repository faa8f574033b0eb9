// Classing an announcement by its title when the workbook leaves 类型 empty. The exchanges' own
// categories are many and overlap; these rules sort titles into the portal's five classes, checked
// in this order (a reply to an inquiry about an annual report is a reply, not a periodic report).
import type { AnnouncementType } from '@portal/contract/disclosure';

const RULES: readonly [AnnouncementType, RegExp][] = [
  // 关于对…问询函的回复, 审核问询函回复, 关注函回复, 监管工作函回复
  ['INQUIRY_REPLY', /(问询|关注|监管工作|意见)函.{0,12}(回复|答复)|(回复|答复).{0,6}(问询|关注)函|问询回复/],
  // 年度报告, 半年度报告, 第一/三季度报告 and their summaries and corrections
  ['PERIODIC', /(年度|半年度|中期|季度)报告(摘要|全文|（更正后）)?|年报|半年报|季报/],
  // 重大资产重组, 收购, 控制权变更, 重大诉讼, 重大合同, 立案调查, 破产重整, 退市风险
  [
    'MAJOR',
    /重大(资产|事项|合同|诉讼|仲裁|风险)|资产重组|重组|收购|控制权|实际控制人变更|立案|破产|重整|退市|停牌|复牌|要约/,
  ],
  // 董事会/股东大会决议, 权益分派, 减持/增持, 担保, 关联交易, 回购, 募集资金, 变更, 提示性公告
  [
    'INTERIM',
    /决议|股东大会|董事会|监事会|公告|分派|分红|减持|增持|担保|关联交易|回购|募集资金|质押|变更|提示|预告|快报|激励|解除限售|上市流通/,
  ],
];

export function classifyTitle(title: string): AnnouncementType {
  for (const [type, rule] of RULES) if (rule.test(title)) return type;
  return 'OTHER';
}
