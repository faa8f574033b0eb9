// Display names of the domain enumerations, owned here once in both languages: the server writes
// the zh-CN names into notices and workbooks, the web builds its `enums` i18n namespace from them.
// Chinese follows GLOSSARY.md. Each map is a Record over its enum, so a value added to an enum
// without a name in both languages fails the typecheck.
import { ARTICLE_CATEGORIES, type ArticleCategory } from './article.ts';
import { LISTING_STAGES, type ListingStage, TARGET_BOARDS, type TargetBoard } from './enterprise.ts';
import { GRADES, type Grade, ORG_TYPES, type OrgType } from './enums.ts';
import {
  LAW_CATEGORIES,
  LAW_LEVELS,
  LAW_VALIDITIES,
  type LawCategory,
  type LawLevel,
  type LawValidity,
} from './law.ts';
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
import { LISTING_BOARDS, type ListingBoard } from './listing-test.ts';
import {
  ANNOUNCEMENT_TYPE_NAMES,
  ANNOUNCEMENT_TYPES,
  type AnnouncementType,
  EXCHANGE_NAMES,
  EXCHANGES,
  type Exchange,
  IPO_BOARD_NAMES,
  IPO_BOARDS,
  IPO_STATUS_NAMES,
  IPO_STATUSES,
  type IpoBoard,
  type IpoStatus,
  LISTED_EXCHANGE_NAMES,
  LISTED_EXCHANGES,
  type ListedExchange,
} from './market-names.ts';
import {
  NOTIFICATION_URGENCIES,
  type NotificationUrgency,
  RECIPIENT_STATES,
  type RecipientState,
} from './notification.ts';
import {
  PROBLEM_CATEGORIES,
  PROBLEM_RATINGS,
  PROBLEM_STATES,
  type ProblemCategory,
  type ProblemRating,
  type ProblemState,
} from './problem.ts';
import { REPLY_STATES, type ReplyState } from './research.ts';
import { CO_ORGANISER_KINDS, type CoOrganiserKind } from './training.ts';
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
  ipoBoard: IPO_BOARDS,
  ipoStatus: IPO_STATUSES,
  listedExchange: LISTED_EXCHANGES,
  announcementType: ANNOUNCEMENT_TYPES,
  announcementExchange: EXCHANGES,
  listingBoard: LISTING_BOARDS,
  coOrganiserKind: CO_ORGANISER_KINDS,
  notificationUrgency: NOTIFICATION_URGENCIES,
  recipientState: RECIPIENT_STATES,
  replyState: REPLY_STATES,
  lawLevel: LAW_LEVELS,
  lawValidity: LAW_VALIDITIES,
  lawCategory: LAW_CATEGORIES,
  problemCategory: PROBLEM_CATEGORIES,
  problemState: PROBLEM_STATES,
  problemRating: PROBLEM_RATINGS,
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
  readonly ipoBoard: Names<IpoBoard>;
  readonly ipoStatus: Names<IpoStatus>;
  readonly listedExchange: Names<ListedExchange>;
  readonly announcementType: Names<AnnouncementType>;
  readonly announcementExchange: Names<Exchange>;
  readonly listingBoard: Names<ListingBoard>;
  readonly coOrganiserKind: Names<CoOrganiserKind>;
  readonly notificationUrgency: Names<NotificationUrgency>;
  readonly recipientState: Names<RecipientState>;
  readonly replyState: Names<ReplyState>;
  readonly lawLevel: Names<LawLevel>;
  readonly lawValidity: Names<LawValidity>;
  readonly lawCategory: Names<LawCategory>;
  readonly problemCategory: Names<ProblemCategory>;
  readonly problemState: Names<ProblemState>;
  readonly problemRating: Names<ProblemRating>;
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
      decline: '不予受理',
      extend: '申请延期',
      grant: '同意延期',
      refuse: '不同意延期',
      propose: '申请办结',
      sendBack: '退回重办',
      rate: '评价',
      read: '阅读',
      receipt: '回执',
      reply: '回复',
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
      decline: 'Decline',
      extend: 'Ask for more time',
      grant: 'Grant more time',
      refuse: 'Refuse more time',
      propose: 'Propose closing',
      sendBack: 'Send back',
      rate: 'Rate',
      read: 'Read',
      receipt: 'Receipt',
      reply: 'Reply',
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
  notificationUrgency: {
    'zh-CN': { NORMAL: '一般', URGENT: '紧急', VERY_URGENT: '特急' },
    'en-US': { NORMAL: 'Normal', URGENT: 'Urgent', VERY_URGENT: 'Very urgent' },
  },
  recipientState: {
    'zh-CN': { UNREAD: '未读', READ: '已读', RECEIPTED: '已回执', REPLIED: '已回复' },
    'en-US': { UNREAD: 'Unread', READ: 'Read', RECEIPTED: 'Receipted', REPLIED: 'Replied' },
  },
  // A research letter's recipient (the replies' workbook writes them).
  replyState: {
    'zh-CN': { SENT: '未读', READ: '已读', REPLIED: '已回复', OVERDUE: '已逾期' },
    'en-US': { SENT: 'Unread', READ: 'Read', REPLIED: 'Replied', OVERDUE: 'Overdue' },
  },
  // The listing test's boards (main board counts SSE and SZSE together) and a training's
  // co-organiser kinds: enumerations of their own that share some names with board and orgType.
  listingBoard: {
    'zh-CN': { MAIN: '主板（沪深）', CHINEXT: '创业板', STAR: '科创板', BSE: '北交所' },
    'en-US': { MAIN: 'Main board (SSE/SZSE)', CHINEXT: 'ChiNext', STAR: 'STAR Market', BSE: 'Beijing SE' },
  },
  coOrganiserKind: {
    'zh-CN': {
      EXCHANGE: '交易所',
      BROKER: '证券公司',
      LAW_FIRM: '律师事务所',
      ACCOUNTING_FIRM: '会计师事务所',
      OTHER: '其他',
    },
    'en-US': {
      EXCHANGE: 'Exchange',
      BROKER: 'Broker',
      LAW_FIRM: 'Law firm',
      ACCOUNTING_FIRM: 'Accounting firm',
      OTHER: 'Other',
    },
  },
  // The law library's names are also what its import template reads (modules/law/law.import.ts).
  lawLevel: {
    'zh-CN': {
      LAW: '法律',
      ADMINISTRATIVE_REGULATION: '行政法规',
      DEPARTMENTAL_RULE: '部门规章',
      NORMATIVE_DOCUMENT: '规范性文件',
      SELF_REGULATORY_RULE: '自律规则',
      LOCAL_POLICY: '地方政策',
    },
    'en-US': {
      LAW: 'Law',
      ADMINISTRATIVE_REGULATION: 'Administrative regulation',
      DEPARTMENTAL_RULE: 'Departmental rule',
      NORMATIVE_DOCUMENT: 'Normative document',
      SELF_REGULATORY_RULE: 'Self-regulatory rule',
      LOCAL_POLICY: 'Local policy',
    },
  },
  lawValidity: {
    'zh-CN': {
      EFFECTIVE: '现行有效',
      AMENDED: '已修改',
      REPEALED: '已废止',
      NOT_YET_EFFECTIVE: '尚未生效',
      PARTLY_INVALID: '部分失效',
    },
    'en-US': {
      EFFECTIVE: 'In force',
      AMENDED: 'Amended',
      REPEALED: 'Repealed',
      NOT_YET_EFFECTIVE: 'Not yet in force',
      PARTLY_INVALID: 'Partly invalid',
    },
  },
  lawCategory: {
    'zh-CN': {
      BASIC: '基础法律',
      ISSUANCE: '发行上市',
      'ISSUANCE/REGISTRATION': '发行注册',
      'ISSUANCE/TUTORING': '辅导与保荐',
      'ISSUANCE/REVIEW': '发行上市审核',
      'ISSUANCE/LISTING': '上市规则',
      DISCLOSURE: '信息披露',
      GOVERNANCE: '公司治理',
      INTERMEDIARY: '中介机构',
      LOCAL: '地方政策',
    },
    'en-US': {
      BASIC: 'Basic laws',
      ISSUANCE: 'Issuance and listing',
      'ISSUANCE/REGISTRATION': 'Registration',
      'ISSUANCE/TUTORING': 'Tutoring and sponsorship',
      'ISSUANCE/REVIEW': 'Listing review',
      'ISSUANCE/LISTING': 'Listing rules',
      DISCLOSURE: 'Disclosure',
      GOVERNANCE: 'Corporate governance',
      INTERMEDIARY: 'Intermediaries',
      LOCAL: 'Local policies',
    },
  },
  problemCategory: {
    'zh-CN': {
      LAND_TITLE: '土地房产权属',
      SOCIAL_TAX: '社保税务证明',
      ENVIRONMENT: '环保审批',
      EQUITY_HISTORY: '历史沿革股权问题',
      COMPLIANCE: '合规证明',
      FINANCING: '融资',
      OTHER: '其他',
    },
    'en-US': {
      LAND_TITLE: 'Land and property titles',
      SOCIAL_TAX: 'Social insurance and tax certificates',
      ENVIRONMENT: 'Environmental approvals',
      EQUITY_HISTORY: 'Historical equity issues',
      COMPLIANCE: 'Compliance certificates',
      FINANCING: 'Financing',
      OTHER: 'Other',
    },
  },
  problemState: {
    'zh-CN': {
      draft: '草稿',
      submitted: '待受理',
      returned: '退回补充',
      declined: '不予受理',
      accepted: '已受理',
      assigned: '办理中',
      extending: '延期申请中',
      proposed: '申请办结',
      closed: '已办结',
      rated: '已评价',
    },
    'en-US': {
      draft: 'Draft',
      submitted: 'Awaiting acceptance',
      returned: 'Returned for information',
      declined: 'Declined',
      accepted: 'Accepted',
      assigned: 'In hand',
      extending: 'More time asked',
      proposed: 'Closing proposed',
      closed: 'Closed',
      rated: 'Rated',
    },
  },
  problemRating: {
    'zh-CN': { SATISFIED: '满意', BASICALLY_SATISFIED: '基本满意', UNSATISFIED: '不满意' },
    'en-US': {
      SATISFIED: 'Satisfied',
      BASICALLY_SATISFIED: 'Basically satisfied',
      UNSATISFIED: 'Unsatisfied',
    },
  },
  // The IPO datasets' boards and case statuses, as the exchanges name them (the import reads the
  // Chinese, contract/src/ipo-data.ts).
  ipoBoard: {
    'zh-CN': IPO_BOARD_NAMES,
    'en-US': {
      SSE_MAIN: 'SSE Main Board',
      SZSE_MAIN: 'SZSE Main Board',
      STAR: 'STAR Market',
      CHINEXT: 'ChiNext',
      BSE: 'BSE',
    },
  },
  ipoStatus: {
    'zh-CN': IPO_STATUS_NAMES,
    'en-US': {
      ACCEPTED: 'Accepted',
      INQUIRING: 'Inquiring',
      COMMITTEE: 'Listing committee',
      REGISTRATION: 'Registration',
      LISTED: 'Listed',
      TERMINATED: 'Terminated',
    },
  },
  // The exchanges a listed company trades on (contract/src/listed-companies.ts; workbooks write them).
  listedExchange: {
    'zh-CN': LISTED_EXCHANGE_NAMES,
    'en-US': {
      SSE: 'Shanghai Stock Exchange',
      SZSE: 'Shenzhen Stock Exchange',
      BSE: 'Beijing Stock Exchange',
    },
  },
  // Announcements' classes and exchanges (the import reads the Chinese, contract/src/disclosure.ts).
  announcementType: {
    'zh-CN': ANNOUNCEMENT_TYPE_NAMES,
    'en-US': {
      PERIODIC: 'Periodic report',
      INTERIM: 'Interim announcement',
      MAJOR: 'Major event',
      INQUIRY_REPLY: 'Reply to inquiry',
      OTHER: 'Other',
    },
  },
  announcementExchange: {
    'zh-CN': EXCHANGE_NAMES,
    'en-US': { SSE: 'SSE', SZSE: 'SZSE', BSE: 'BSE' },
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
