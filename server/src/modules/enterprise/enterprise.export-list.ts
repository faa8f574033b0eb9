// The enterprise list's exportable columns (named in the module manifest); the administrator
// chooses which of them the export writes, and in which order (modules/export-config).
import type { ExportListDefinition } from '../../platform/excel/export-lists.ts';

export const ENTERPRISE_EXPORT_LIST: ExportListDefinition = {
  key: 'enterprise',
  title: '企业信息列表',
  columns: [
    { key: 'name', title: '企业名称' },
    { key: 'creditCode', title: '统一社会信用代码' },
    { key: 'legalRepresentative', title: '法定代表人' },
    { key: 'registeredCapital', title: '注册资本（万元）' },
    { key: 'foundedOn', title: '成立日期' },
    { key: 'region', title: '所在区域' },
    { key: 'address', title: '注册地址' },
    { key: 'industry', title: '所属行业' },
    { key: 'strategicIndustry', title: '战略性新兴产业' },
    { key: 'mainBusiness', title: '主营业务' },
    { key: 'employees', title: '员工人数' },
    { key: 'website', title: '网站' },
    { key: 'grades', title: '企业分级' },
    { key: 'stage', title: '上市阶段' },
    { key: 'targetBoard', title: '拟上市板块' },
    { key: 'plannedFilingDate', title: '计划申报日期' },
    { key: 'broker', title: '保荐机构' },
    { key: 'lawFirm', title: '律师事务所' },
    { key: 'accountingFirm', title: '会计师事务所' },
    { key: 'contactName', title: '联系人' },
    { key: 'contactMobile', title: '联系电话' },
    { key: 'hasShortcut', title: '绿色通道' },
    { key: 'updatedAt', title: '更新时间' },
  ],
  defaults: [
    'name',
    'creditCode',
    'region',
    'industry',
    'grades',
    'stage',
    'targetBoard',
    'contactName',
    'contactMobile',
  ],
};
