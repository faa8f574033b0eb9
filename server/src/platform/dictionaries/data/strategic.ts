// Strategic emerging industries classification (2018) (战略性新兴产业分类（2018）, 国家统计局令第23号):
// the 9 first-level categories and their 40 second-level categories. Third-level categories are not included.

export type StrategicRow = {
  code: string;
  name: string;
  level: 1 | 2;
  parentCode: string | null;
  sort: number;
};

type Category = { name: string; children: readonly string[] };

// Position in the list gives the code: category n is "n", its m-th child is "n.m".
const CATEGORIES: readonly Category[] = [
  {
    name: '新一代信息技术产业',
    children: [
      '下一代信息网络产业',
      '电子核心产业',
      '新兴软件和新型信息技术服务',
      '互联网与云计算、大数据服务',
      '人工智能',
    ],
  },
  {
    name: '高端装备制造产业',
    children: ['智能制造装备产业', '航空装备产业', '卫星及应用产业', '轨道交通装备产业', '海洋工程装备产业'],
  },
  {
    name: '新材料产业',
    children: [
      '先进钢铁材料',
      '先进有色金属材料',
      '先进石化化工新材料',
      '先进无机非金属材料',
      '高性能纤维及制品和复合材料',
      '前沿新材料',
      '新材料相关服务',
    ],
  },
  {
    name: '生物产业',
    children: ['生物医药产业', '生物医学工程产业', '生物农业及相关产业', '生物质能产业', '其他生物业'],
  },
  {
    name: '新能源汽车产业',
    children: [
      '新能源汽车整车制造',
      '新能源汽车装置、配件制造',
      '新能源汽车相关设施制造',
      '新能源汽车相关服务',
    ],
  },
  {
    name: '新能源产业',
    children: ['核电产业', '风能产业', '太阳能产业', '生物质能及其他新能源产业', '智能电网产业'],
  },
  { name: '节能环保产业', children: ['高效节能产业', '先进环保产业', '资源循环利用产业'] },
  {
    name: '数字创意产业',
    children: ['数字创意技术设备制造', '数字文化创意活动', '设计服务', '数字创意与融合服务'],
  },
  { name: '相关服务业', children: ['新技术与创新创业服务', '其他相关服务'] },
];

/** Each first-level category followed by its second-level ones; sort is the position within the parent. */
export const STRATEGIC_INDUSTRIES: readonly StrategicRow[] = CATEGORIES.flatMap((category, i) => {
  const code = String(i + 1);
  return [
    { code, name: category.name, level: 1 as const, parentCode: null, sort: i + 1 },
    ...category.children.map((name, j) => ({
      code: `${code}.${j + 1}`,
      name,
      level: 2 as const,
      parentCode: code,
      sort: j + 1,
    })),
  ];
});
