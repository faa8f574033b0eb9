// Display names of the domain enumerations, owned here once in both languages: the server writes
// the zh-CN names into notices and workbooks, the web builds its `enums` i18n namespace from them.
// Chinese follows GLOSSARY.md. Each map is a Record over its enum, so a value added to an enum
// without a name in both languages fails the typecheck.
import { ARTICLE_CATEGORIES, type ArticleCategory } from './article.ts';
import { LISTING_STAGES, type ListingStage, TARGET_BOARDS, type TargetBoard } from './enterprise.ts';
import { GRADES, type Grade, ORG_TYPES, type OrgType } from './enums.ts';
import {
  COMMITTEE_RESULTS,
  LEDGER_LIMITS,
  LEDGER_STAGES,
  LEDGER_STATUSES,
  type LedgerLimit,
  type LedgerStage,
  type LedgerStatus,
  REGISTRATION_RESULTS,
} from './ledger.ts';
import { WORKFLOW_ACTIONS, type WorkflowAction } from './workflow.ts';

export const LABEL_LANGUAGES = ['zh-CN', 'en-US'] as const;
export type LabelLanguage = (typeof LABEL_LANGUAGES)[number];

type Names<E extends string> = Readonly<Record<LabelLanguage, Readonly<Record<E, string>>>>;

/** Every enumeration with display names, by the key the web's `enums` namespace uses. */
export const LABELLED_ENUMS = {
  orgType: ORG_TYPES,
  grade: GRADES,
  stage: LISTING_STAGES,
  board: TARGET_BOARDS,
  workflowAction: WORKFLOW_ACTIONS,
  articleCategory: ARTICLE_CATEGORIES,
  ledgerStage: LEDGER_STAGES,
  ledgerStatus: LEDGER_STATUSES,
  ledgerLimit: LEDGER_LIMITS,
  committeeResult: COMMITTEE_RESULTS,
  registrationResult: REGISTRATION_RESULTS,
} as const;
export type LabelledEnum = keyof typeof LABELLED_ENUMS;
export type LabelledValue<K extends LabelledEnum> = (typeof LABELLED_ENUMS)[K][number];

export const ENUM_LABELS: {
  readonly orgType: Names<OrgType>;
  readonly grade: Names<Grade>;
  readonly stage: Names<ListingStage>;
  readonly board: Names<TargetBoard>;
  readonly workflowAction: Names<WorkflowAction>;
  readonly articleCategory: Names<ArticleCategory>;
  readonly ledgerStage: Names<LedgerStage>;
  readonly ledgerStatus: Names<LedgerStatus>;
  readonly ledgerLimit: Names<LedgerLimit>;
  readonly committeeResult: Names<(typeof COMMITTEE_RESULTS)[number]>;
  readonly registrationResult: Names<(typeof REGISTRATION_RESULTS)[number]>;
} = {
  ledgerStage: {
    'zh-CN': {
      RESERVE: '入库',
      REFORM: '股改',
      TUTORING_FILED: '辅导备案',
      TUTORING_ACCEPTED: '辅导验收',
      FILED: '申报',
      ACCEPTED: '受理',
      INQUIRY: '审核问询',
      COMMITTEE: '上市委审议',
      REGISTRATION_SUBMITTED: '提交注册',
      REGISTERED: '注册生效',
      ISSUED: '发行',
      OVERSEAS_FILED: '境外上市备案',
      OVERSEAS_FILING_DONE: '备案完成',
      LISTED: '上市',
    },
    'en-US': {
      RESERVE: 'Reserve pool',
      REFORM: 'Joint-stock reform',
      TUTORING_FILED: 'Tutoring filed',
      TUTORING_ACCEPTED: 'Tutoring accepted',
      FILED: 'Filed',
      ACCEPTED: 'Accepted',
      INQUIRY: 'Inquiry',
      COMMITTEE: 'Listing committee',
      REGISTRATION_SUBMITTED: 'Registration submitted',
      REGISTERED: 'Registered',
      ISSUED: 'Issued',
      OVERSEAS_FILED: 'CSRC filing submitted',
      OVERSEAS_FILING_DONE: 'CSRC filing completed',
      LISTED: 'Listed',
    },
  },
  ledgerStatus: {
    'zh-CN': { ACTIVE: '推进中', SUSPENDED: '中止', TERMINATED: '终止' },
    'en-US': { ACTIVE: 'Going on', SUSPENDED: 'Suspended', TERMINATED: 'Terminated' },
  },
  ledgerLimit: {
    'zh-CN': {
      TUTORING_MIN: '辅导期不少于 3 个月',
      TUTORING_VALIDITY: '辅导验收 12 个月内申报',
      ACCEPTANCE: '申报后 5 个工作日内受理',
      EXCHANGE_REVIEW: '交易所审核不超过 3 个月',
      REPLIES: '回复问询累计不超过 3 个月',
      REGISTRATION: '提交注册后 20 个工作日内决定',
    },
    'en-US': {
      TUTORING_MIN: 'Tutoring at least 3 months',
      TUTORING_VALIDITY: 'Filing within 12 months of tutoring acceptance',
      ACCEPTANCE: 'Accepted within 5 working days of filing',
      EXCHANGE_REVIEW: 'Exchange review at most 3 months',
      REPLIES: 'Replies at most 3 months in all',
      REGISTRATION: 'Registration decided within 20 working days',
    },
  },
  committeeResult: {
    'zh-CN': { PASSED: '通过', CONDITIONAL: '有条件通过', FAILED: '未通过', DEFERRED: '暂缓审议' },
    'en-US': {
      PASSED: 'Passed',
      CONDITIONAL: 'Passed with conditions',
      FAILED: 'Not passed',
      DEFERRED: 'Deferred',
    },
  },
  registrationResult: {
    'zh-CN': { EFFECTIVE: '注册生效', REFUSED: '不予注册', TERMINATED: '终止注册' },
    'en-US': {
      EFFECTIVE: 'Registration effective',
      REFUSED: 'Registration refused',
      TERMINATED: 'Registration terminated',
    },
  },
  orgType: {
    'zh-CN': {
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
    },
    'en-US': {
      ENTERPRISE: 'Enterprise',
      FINANCIAL: 'Financial office',
      FUNCTIONAL: 'Member unit',
      BROKER: 'Broker',
      APPRAISAL_FIRM: 'Appraisal firm',
      LAW_FIRM: 'Law firm',
      ACCOUNTING_FIRM: 'Accounting firm',
      MONETARY: 'Bank / monetary institution',
      MEDIA: 'Media',
      ADVICE_FIRM: 'Advisory firm',
      OTHER: 'Other institution',
      INVESTMENT: 'Investment institution',
      FUND_CUSTODIAN: 'Fund custodian',
      FUND: 'Fund',
    },
  },
  grade: {
    'zh-CN': {
      NOT_APPLICABLE: '非后备企业',
      NORMAL_SEED: '一般后备企业',
      GOLDEN_SEED: '金种子企业',
      SILVER_SEED: '银种子企业',
      SCI_SEED: '科创种子企业',
      TUTORING: '辅导期企业',
      IN_REVIEW: '在会企业',
      STAR_KEY: '科创板重点企业',
      OVERSEAS: '境外上市企业',
    },
    'en-US': {
      NOT_APPLICABLE: 'Not in the reserve pool',
      NORMAL_SEED: 'Ordinary reserve enterprise',
      GOLDEN_SEED: 'Golden seed',
      SILVER_SEED: 'Silver seed',
      SCI_SEED: 'STAR seed',
      TUTORING: 'In tutoring',
      IN_REVIEW: 'Under review',
      STAR_KEY: 'STAR market key enterprise',
      OVERSEAS: 'Listing overseas',
    },
  },
  stage: {
    'zh-CN': {
      RESERVE: '后备培育',
      SHAREHOLDING_REFORM: '股份制改造',
      TUTORING: '辅导备案',
      FILED: '已申报',
      IN_REVIEW: '审核中',
      REGISTERED: '已注册',
      LISTED: '已上市',
    },
    'en-US': {
      RESERVE: 'Reserve',
      SHAREHOLDING_REFORM: 'Joint-stock reform',
      TUTORING: 'Tutoring',
      FILED: 'Filed',
      IN_REVIEW: 'In review',
      REGISTERED: 'Registered',
      LISTED: 'Listed',
    },
  },
  board: {
    'zh-CN': {
      SSE_MAIN: '上交所主板',
      SZSE_MAIN: '深交所主板',
      CHINEXT: '创业板',
      STAR: '科创板',
      BSE: '北交所',
      OVERSEAS: '境外上市',
    },
    'en-US': {
      SSE_MAIN: 'SSE main board',
      SZSE_MAIN: 'SZSE main board',
      CHINEXT: 'ChiNext',
      STAR: 'STAR market',
      BSE: 'Beijing Stock Exchange',
      OVERSEAS: 'Overseas',
    },
  },
  workflowAction: {
    'zh-CN': {
      submit: '提交',
      approve: '审核通过',
      reject: '退回',
      withdraw: '撤回',
      assign: '指派',
      transfer: '转办',
      handle: '办理',
      close: '办结',
      reopen: '重新打开',
      remind: '催办',
    },
    'en-US': {
      submit: 'Submit',
      approve: 'Approve',
      reject: 'Return',
      withdraw: 'Withdraw',
      assign: 'Assign',
      transfer: 'Transfer',
      handle: 'Handle',
      close: 'Close',
      reopen: 'Reopen',
      remind: 'Remind',
    },
  },
  articleCategory: {
    'zh-CN': {
      NEWS: '新闻资讯',
      WORK_DYNAMIC: '工作动态',
      FINANCING_DYNAMIC: '投融资动态',
      POLICY: '政策文件',
      POLICY_CONSULTING: '政策咨询',
      EXCHANGE_NEWS: '交易所动态',
      GREEN_CHANNEL: '绿色通道',
      COLLEGE: '上市学院',
      SERVICE_BASE: '服务基地',
      SEED_COMPANY: '种子企业',
      LAW: '法律法规',
      ABOUT: '关于我们',
    },
    'en-US': {
      NEWS: 'News',
      WORK_DYNAMIC: 'Work news',
      FINANCING_DYNAMIC: 'Financing news',
      POLICY: 'Policy documents',
      POLICY_CONSULTING: 'Policy consulting',
      EXCHANGE_NEWS: 'Stock exchange news',
      GREEN_CHANNEL: 'Green channel',
      COLLEGE: 'Listing college',
      SERVICE_BASE: 'Service bases',
      SEED_COMPANY: 'Seed enterprises',
      LAW: 'Laws and regulations',
      ABOUT: 'About us',
    },
  },
};

/** The Chinese name the server writes (notices, workbooks); an unknown stored value shows as itself. */
export function zhName<K extends LabelledEnum>(kind: K, value: LabelledValue<K>): string {
  return (ENUM_LABELS[kind]['zh-CN'] as Record<string, string>)[value] ?? value;
}

/** One language's names of every enumeration: the web's `enums` namespace. */
export function enumNamesIn(language: LabelLanguage): {
  [K in LabelledEnum]: Record<LabelledValue<K>, string>;
} {
  const out: Record<string, Record<string, string>> = {};
  for (const kind of Object.keys(ENUM_LABELS) as LabelledEnum[]) out[kind] = ENUM_LABELS[kind][language];
  return out as { [K in LabelledEnum]: Record<LabelledValue<K>, string> };
}
