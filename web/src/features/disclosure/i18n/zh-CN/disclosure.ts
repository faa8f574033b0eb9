// 披露情况与公告：上市公司公告的检索、统计与导出。
export default {
  imports: {
    title: '公告数据集：导入与版本',
    help: '模板列：证券代码、公司名称、交易所、省份、公告日期、公告类型（可留空，按标题归类）、公告标题、摘要（不超过 2000 字）、链接（仅 http/https）。同一证券代码、公告日期和标题只能出现一次。',
  },
  export: '导出 Excel',
  columns: { announcedOn: '公告日期', company: '公司', type: '公告类型', title: '标题与摘要' },
  filters: { q: '搜索标题、摘要、公司或代码', exchange: '交易所', ours: '仅本省', province: '省份' },
  list: {
    title: '公告',
    file: '公告',
    empty: '暂无公告',
    noHits: '没有找到匹配的公告',
    total: '共 {{total}} 条',
    totalCapped: '超过 {{total}} 条，请缩小范围',
  },
  disclosure: {
    title: '披露情况',
    companies: '{{province}}有公告的上市公司（家）',
    month: '本月（{{month}}）',
    year: '本年（{{year}}）',
    latest: '本省最新公告',
  },
};
