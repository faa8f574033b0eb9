// Pieces used by several role tables: the data-service widgets, the workflow pages, the routes
// every signed-in user has, and the public routes of spec §2.
import type { VisibilityRule } from '../visibility.ts';
import type { MenuEntry, MenuGroup } from './types.ts';
import { entry, group, hidden } from './types.ts';

/** Three exchange sites that open in a new window (spec §2 "Shared routes"). */
export const EXCHANGE_LINKS: readonly MenuEntry[] = [
  entry('/external/sse', 'menu.exchange.sse', { link: 'blank', href: 'https://www.sse.com.cn/' }),
  entry('/external/szse', 'menu.exchange.szse', { link: 'blank', href: 'https://www.szse.cn/' }),
  entry('/external/bse', 'menu.exchange.bse', { link: 'blank', href: 'https://www.bse.cn/' }),
];

/**
 * Entries of the data groups whose pages are built; the rest of each group stays marked for a later
 * release. A feature that builds its page adds its path here.
 */
const BUILT: ReadonlySet<string> = new Set([
  '/marketIntelligenceTesting',
  '/widget/listingTestScreening',
  '/widget/lawLibrary',
  '/widget_ent/lawLibrary_ent',
  '/widget/sentiment',
  '/widget/wisdomPolicyRecordList',
  '/widget/agentQuery',
  '/widget_ent/wisdomPolicy',
  // IPO data (issue 13): statistics and cases on both sides.
  '/widget/ipoStatistics/overview',
  '/widget/ipoStatistics/detail',
  '/widget/ipoStatistics/newCase',
  '/widget/ipoStatistics/case',
  '/widget/ipoStatistics/case-detail',
  '/ipoStatistics/ipoStatistics_overview',
  '/ipoStatistics/ipoStatistics_detail',
  '/widget_ent/ipoStatistics_case',
  '/widget_ent/ipoStatistics_case_detail',
  '/widget/ipoStatistics/LettersInit',
  '/ipoStatisticsLetter/ipoStatistics_Letters_init',
  '/widget_ent/ipoStatistics_Letters_init',
  // Mergers and reorganisation (issue 13): deals, trade targets, cases and the overview.
  '/widget/reorganizationList',
  '/widget/reorganization/mergers',
  '/widget/reorganization/tradeTarget',
  '/widget/reorganization/case',
  '/widget/reorganization/case-detail',
  '/reorganization/reorganization_mergers',
  '/reorganization/reorganization_tradeTarget',
  '/widget_ent/reorganization_case',
  '/widget_ent/reorganization_case_detail',
  // Listed-company statistics (issue 13).
  '/ipoStatisticsLetter/nationalSecuritiesInit',
  '/widget/nationalSecuritiesInit',
  '/ipoStatisticsLetter/majorFinancialIndInit',
  '/widget/majorFinancialIndInit',
  // Disclosure (issue 13): the government list's first page, all announcements, the enterprise side.
  '/widget/companyDisclosureInit',
  '/widget/ipoStatistics/announcement',
  '/ipoStatisticsLetter/companyDisclosureInit',
]);
const laterUnlessBuilt = (e: MenuEntry): MenuEntry => (BUILT.has(e.path) ? e : { ...e, later: true });

/** Data services of the enterprise and institution sides (/reorganization, /ipoStatistics…, /widget_ent). */
export function enterpriseDataGroup(visible?: VisibilityRule): MenuGroup {
  return group(
    'data',
    'menu.group.data',
    [
      hidden('/widget/reorganizationList', 'menu.widget.reorganizationList'),
      entry('/reorganization/reorganization_mergers', 'menu.data.mergers', { keepAlive: true }),
      entry('/reorganization/reorganization_tradeTarget', 'menu.data.tradeTarget', { keepAlive: true }),
      entry('/widget_ent/reorganization_case', 'menu.data.reorganizationCase', { keepAlive: true }),
      entry('/ipoStatistics/ipoStatistics_overview', 'menu.data.ipoOverview'),
      hidden('/ipoStatistics/ipoStatistics_detail', 'menu.data.ipoDetail'),
      entry('/ipoStatisticsLetter/ipoStatistics_Letters_init', 'menu.data.letters', { keepAlive: true }),
      entry('/ipoStatisticsLetter/nationalSecuritiesInit', 'menu.data.nationalSecurities'),
      entry('/ipoStatisticsLetter/majorFinancialIndInit', 'menu.data.majorFinancialInd'),
      entry('/ipoStatisticsLetter/companyDisclosureInit', 'menu.data.companyDisclosure'),
      entry('/marketIntelligenceTesting', 'menu.data.listingTest'),
      hidden('/widget_ent/lawLibrary_ent', 'menu.data.lawLibrary'),
      // The policies an office told the enterprise of (issue 14 §5); its notices link here.
      hidden('/widget_ent/wisdomPolicy', 'menu.data.wisdomPolicyEnt'),
      hidden('/widget_ent/ipoStatistics_Letters_init', 'menu.data.letters'),
      hidden('/widget_ent/ipoStatistics_case_detail', 'menu.data.ipoCaseDetail'),
      // One reorganisation case, opened from the case list.
      hidden('/widget_ent/reorganization_case_detail', 'menu.data.reorganizationCaseDetail'),
      ...EXCHANGE_LINKS,
    ].map(laterUnlessBuilt),
    visible,
  );
}

/** Data widgets of the government side (/widget), shared by financial offices and member units. */
export const GOVERNMENT_DATA_GROUP: MenuGroup = group(
  'data',
  'menu.group.data',
  [
    // "The government-side list starts with a disclosure page (title 披露情况, type Init)."
    entry('/widget/companyDisclosureInit', 'menu.widget.disclosure'),
    entry('/widget/reorganizationList', 'menu.widget.reorganizationList', { keepAlive: true }),
    entry('/widget/reorganization/mergers', 'menu.data.mergers', { keepAlive: true }),
    entry('/widget/reorganization/tradeTarget', 'menu.data.tradeTarget', { keepAlive: true }),
    entry('/widget/reorganization/case', 'menu.data.reorganizationCase', { keepAlive: true }),
    hidden('/widget/reorganization/case-detail', 'menu.data.reorganizationCaseDetail'),
    entry('/widget/ipoStatistics/overview', 'menu.data.ipoOverview'),
    hidden('/widget/ipoStatistics/detail', 'menu.data.ipoDetail'),
    entry('/widget/ipoStatistics/newCase', 'menu.data.ipoNewCase', { keepAlive: true }),
    entry('/widget/ipoStatistics/case', 'menu.data.ipoCase', { keepAlive: true }),
    hidden('/widget/ipoStatistics/case-detail', 'menu.data.ipoCaseDetail'),
    entry('/widget/ipoStatistics/LettersInit', 'menu.data.letters', { keepAlive: true }),
    entry('/widget/ipoStatistics/announcement', 'menu.data.announcement', { keepAlive: true }),
    entry('/widget/nationalSecuritiesInit', 'menu.data.nationalSecurities'),
    entry('/widget/majorFinancialIndInit', 'menu.data.majorFinancialInd'),
    entry('/widget/lawLibrary', 'menu.data.lawLibrary', { keepAlive: true }),
    entry('/widget/sentiment', 'menu.data.sentiment', { keepAlive: true }),
    entry('/widget/wisdomPolicyRecordList', 'menu.data.wisdomPolicy', { keepAlive: true }),
    entry('/widget/agentQuery', 'menu.data.agentQuery', { keepAlive: true }),
    // The listing test's screening of the office's region (issue 14 §1): financial offices only.
    entry('/widget/listingTestScreening', 'menu.data.listingScreening', {
      keepAlive: true,
      visible: { types: ['FINANCIAL'] },
    }),
    ...EXCHANGE_LINKS,
  ].map(laterUnlessBuilt),
);

/**
 * Workflow inboxes (spec §2 "Workflow group"). The enterprise route list names
 * investmentFinancing/process while the workflow table calls it government-side only: the
 * enterprise keeps the route (links in notices) but only the government sidebar lists it.
 */
export function workflowGroup(side: 'enterprise' | 'government'): MenuGroup {
  const inbox = { keepAlive: true } as const;
  const investment =
    side === 'enterprise'
      ? hidden('/workflow/investmentFinancing/process', 'menu.workflow.investmentFinancing', inbox)
      : entry('/workflow/investmentFinancing/process', 'menu.workflow.investmentFinancing', inbox);
  const common = [
    entry('/workflow/enterprise/process', 'menu.workflow.enterprise', inbox),
    entry('/workflow/problem/process', 'menu.workflow.problem', inbox),
    entry('/workflow/research/process', 'menu.workflow.research', inbox),
    investment,
    entry('/workflow/research/record/process', 'menu.workflow.researchRecord', inbox),
    entry('/workflow/training/process', 'menu.workflow.training', inbox),
    entry('/workflow/notification/process', 'menu.workflow.notification', inbox),
  ];
  if (side === 'enterprise') return group('workflow', 'menu.group.workflow', common);
  return group('workflow', 'menu.group.workflow', [
    ...common,
    entry('/workflow/intermediary/process', 'menu.workflow.intermediary', inbox),
    hidden('/workflow/approval', 'menu.workflow.approval'),
    hidden('/workflow/handle', 'menu.workflow.handle'),
    hidden('/workflow/transfer', 'menu.workflow.transfer'),
  ]);
}

/** Routes of every signed-in user (spec §2 "Shared routes"), outside the sidebar groups. */
export const SHARED_ROUTES: readonly MenuEntry[] = [
  hidden('/notice/list', 'menu.notice.list', { keepAlive: true }),
  hidden('/profile/attribute', 'menu.profile'),
  // One workflow instance with its history and actions: every notice of a step links here.
  hidden('/workflow/approval', 'menu.workflow.approval'),
  // System management is in the header of every financial office (spec §6), admin or not.
  hidden('/management/mangementMenuList/list', 'menu.management.menuList', {
    visible: { types: ['FINANCIAL'] },
  }),
  hidden('/sample/areaSelector', 'menu.sample.areaSelector'),
  hidden('/sample/datePicker', 'menu.sample.datePicker'),
  hidden('/sample/fileUpload', 'menu.sample.fileUpload'),
  hidden('/sample/grid', 'menu.sample.grid'),
  hidden('/sample/editor', 'menu.sample.editor'),
];

/** Public sign and error pages (spec §2); /sign/out too, so that a stale tab can always sign out. */
export const PUBLIC_SIGN_ROUTES: readonly MenuEntry[] = [
  entry('/sign/in', 'menu.sign.in'),
  entry('/sign/up', 'menu.sign.up'),
  entry('/sign/pre-up', 'menu.sign.preUp'),
  entry('/sign/identifying', 'menu.sign.identifying'),
  entry('/sign/forget', 'menu.sign.forget'),
  entry('/sign/Success', 'menu.sign.success'),
  entry('/sign/out', 'menu.sign.out'),
];
export const ERROR_STATUSES = [401, 403, 404, 500] as const;

const PUBLIC_PATHS = new Set([
  ...PUBLIC_SIGN_ROUTES.map((r) => r.path),
  ...ERROR_STATUSES.map((s) => `/error/${s}`),
]);

/**
 * Whether a path needs no session (spec §2: the sign and error pages and any path containing
 * "portal"). Portal maintenance (/portal/management/…) is an administrator's console page, not
 * the public portal, so it is excluded from the "contains portal" rule.
 */
export function isPublicPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (PUBLIC_PATHS.has(path)) return true;
  return path.includes('portal') && !path.startsWith('/portal/management');
}
