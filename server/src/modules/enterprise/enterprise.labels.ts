// Chinese names of the enterprise enumerations for what the server writes itself: notices and
// exported workbooks (GLOSSARY.md). The web has its own, translated, in its i18n namespace.
import type { Grade, ListingStage, TargetBoard } from '@portal/contract';

export const GRADE_NAMES: Record<Grade, string> = {
  NOT_APPLICABLE: '非后备企业',
  NORMAL_SEED: '一般后备企业',
  GOLDEN_SEED: '金种子企业',
  SILVER_SEED: '银种子企业',
  SCI_SEED: '科创种子企业',
  TUTORING: '辅导期企业',
  IN_REVIEW: '在会企业',
  STAR_KEY: '科创板重点企业',
  OVERSEAS: '境外上市企业',
};

export const STAGE_NAMES: Record<ListingStage, string> = {
  RESERVE: '后备培育',
  SHAREHOLDING_REFORM: '股份制改造',
  TUTORING: '辅导备案',
  FILED: '已申报',
  IN_REVIEW: '审核中',
  REGISTERED: '已注册',
  LISTED: '已上市',
};

export const BOARD_NAMES: Record<TargetBoard, string> = {
  SSE_MAIN: '上交所主板',
  SZSE_MAIN: '深交所主板',
  CHINEXT: '创业板',
  STAR: '科创板',
  BSE: '北交所',
  OVERSEAS: '境外上市',
};

export const gradeNames = (list: readonly Grade[]) => list.map((g) => GRADE_NAMES[g] ?? g).join('、');
