// Demo news about the demo enterprises, clearly fictional (source 示例数据): two negative, which
// notify the offices, two positive or neutral, and one story told twice, which folds into one item.
import type { Incoming } from '../sentiment.service.ts';

const DAY = 86_400_000;
const SOURCE = '示例数据';

export const DEMO_ITEMS = (now: Date): Incoming[] => {
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  return [
    {
      title: '天衡智能装备收到生态环境部门行政处罚决定书',
      summary: '示例：因一条生产线废气排放超标，天衡智能装备被处以罚款并责令限期整改。',
      url: null,
      publishedAt: ago(2),
      sourceName: SOURCE,
    },
    {
      title: '天衡智能装备：收到生态环境部门行政处罚决定书',
      summary: '示例：同一消息的转载。',
      url: null,
      publishedAt: ago(2),
      sourceName: `${SOURCE}（转载）`,
    },
    {
      title: '天衡智能装备新一代数控系统入选省首台套产品名单',
      summary: '示例：产品获认定，订单增长。',
      url: null,
      publishedAt: ago(6),
      sourceName: SOURCE,
    },
    {
      title: '瑞丰新材料科技召开年度股东大会',
      summary: '示例：审议年度报告等议案。',
      url: null,
      publishedAt: ago(9),
      sourceName: SOURCE,
    },
    {
      title: '瑞丰新材料科技涉及一起买卖合同纠纷诉讼',
      summary: '示例：涉案金额较小，公司称不影响正常经营。',
      url: null,
      publishedAt: ago(12),
      sourceName: SOURCE,
    },
  ];
};
