// Display names of the registration identities (GLOSSARY.md), for server-side texts: workflow
// titles and summaries, e-mail. The web has its own in its i18n namespace.
import type { OrgType } from '@portal/contract';

const LABELS: Record<OrgType, string> = {
  ENTERPRISE: '企业',
  FINANCIAL: '金融监管部门（上市办）',
  FUNCTIONAL: '职能部门（领导小组成员单位）',
  BROKER: '证券公司',
  APPRAISAL_FIRM: '资产评估机构',
  LAW_FIRM: '律师事务所',
  ACCOUNTING_FIRM: '会计师事务所',
  MONETARY: '金融机构（银行）',
  MEDIA: '媒体',
  ADVICE_FIRM: '咨询机构',
  OTHER: '其他机构',
  INVESTMENT: '投资机构',
  FUND_CUSTODIAN: '基金托管机构',
  FUND: '基金',
};

export const identityLabel = (type: OrgType): string => LABELS[type] ?? type;
