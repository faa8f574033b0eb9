// The market's enumerations and their Chinese names (exchanges, boards, IPO case states,
// announcement classes), kept apart from the endpoint modules that use them: those build zod
// schemas when loaded, and the web's enum labels (labels.ts), which every console page loads,
// need only these names.

/** How an announcement is classed; the importer classifies from the title when the cell is empty. */
export const ANNOUNCEMENT_TYPES = ['PERIODIC', 'INTERIM', 'MAJOR', 'INQUIRY_REPLY', 'OTHER'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];
export const ANNOUNCEMENT_TYPE_NAMES: Record<AnnouncementType, string> = {
  PERIODIC: '定期报告',
  INTERIM: '临时公告',
  MAJOR: '重大事项',
  INQUIRY_REPLY: '问询回复',
  OTHER: '其他',
};

/** The three A-share exchanges. */
export const EXCHANGES = ['SSE', 'SZSE', 'BSE'] as const;
export type Exchange = (typeof EXCHANGES)[number];
export const EXCHANGE_NAMES: Record<Exchange, string> = { SSE: '上交所', SZSE: '深交所', BSE: '北交所' };

/** The exchanges' boards an A-share IPO is reviewed for. */
export const IPO_BOARDS = ['SSE_MAIN', 'SZSE_MAIN', 'STAR', 'CHINEXT', 'BSE'] as const;
export type IpoBoard = (typeof IPO_BOARDS)[number];
/** The names the exchanges use; the import reads them and the export writes them. */
export const IPO_BOARD_NAMES: Record<IpoBoard, string> = {
  SSE_MAIN: '上交所主板',
  SZSE_MAIN: '深交所主板',
  STAR: '科创板',
  CHINEXT: '创业板',
  BSE: '北交所',
};

/** Where a case stands: the review queue's stages, then listed or terminated. */
export const IPO_STATUSES = [
  'ACCEPTED',
  'INQUIRING',
  'COMMITTEE',
  'REGISTRATION',
  'LISTED',
  'TERMINATED',
] as const;
export type IpoStatus = (typeof IPO_STATUSES)[number];
export const IPO_STATUS_NAMES: Record<IpoStatus, string> = {
  ACCEPTED: '已受理',
  INQUIRING: '已问询',
  COMMITTEE: '上市委审议',
  REGISTRATION: '提交注册',
  LISTED: '已上市',
  TERMINATED: '终止',
};

/** The exchanges a listed company trades on: the same three, under the listed-company statistics' names. */
export const LISTED_EXCHANGES = EXCHANGES;
export type ListedExchange = Exchange;
export const LISTED_EXCHANGE_NAMES = EXCHANGE_NAMES;
