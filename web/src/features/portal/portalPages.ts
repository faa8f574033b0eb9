// What each portal route of spec §2 shows: which article categories, as a list or a detail, and
// where a list row leads. One table, so that the routes, the home sections' "more" links and the
// search results all agree on where an article lives.
import type { ArticleCategory } from '@portal/contract';

export type PortalListPage = {
  kind: 'list';
  categories: readonly ArticleCategory[];
  /** The route (relative to /portal) that shows one article of this list. */
  detail: string;
  /** Cards with pictures instead of a plain list (enterprises, bases). */
  grid?: boolean;
  /** The top pinned article shown in full above the list (the green channel's guide). */
  lead?: boolean;
  /** The published trainings above the articles (the listed college, feature training). */
  trainings?: boolean;
};
export type PortalDetailPage = { kind: 'detail'; back: string };
/** A list that shows one of its articles in place when the address carries ?id=. */
export type PortalListDetailPage = Omit<PortalListPage, 'kind' | 'detail'> & { kind: 'listDetail' };
export type PortalPageConfig = PortalListPage | PortalDetailPage | PortalListDetailPage;

export const PORTAL_PAGES: Readonly<Record<string, PortalPageConfig>> = {
  newsOne: { kind: 'list', categories: ['NEWS'], detail: 'news-details' },
  newsTwo: { kind: 'list', categories: ['EXCHANGE_NEWS'], detail: 'news-details' },
  'news-details': { kind: 'detail', back: 'newsOne' },
  dynamic: {
    kind: 'list',
    categories: ['WORK_DYNAMIC', 'FINANCING_DYNAMIC'],
    detail: 'dynamic/dynamicDetail',
  },
  'dynamic/dynamicDetail': { kind: 'detail', back: 'dynamic' },
  'work/dynamic': { kind: 'list', categories: ['WORK_DYNAMIC'], detail: 'dynamic/dynamicDetail' },
  'financing/dynamic': { kind: 'list', categories: ['FINANCING_DYNAMIC'], detail: 'dynamic/dynamicDetail' },
  policys: { kind: 'list', categories: ['POLICY'], detail: 'policys_details' },
  policys_details: { kind: 'detail', back: 'policys' },
  policy: { kind: 'list', categories: ['POLICY_CONSULTING'], detail: 'policy/content' },
  'policy/content': { kind: 'detail', back: 'policy' },
  listedCollege: { kind: 'list', categories: ['COLLEGE'], detail: 'college', grid: true, trainings: true },
  college: { kind: 'listDetail', categories: ['COLLEGE'] },
  breedingBase: { kind: 'listDetail', categories: ['SERVICE_BASE'], grid: true },
  greenChannel: { kind: 'list', categories: ['GREEN_CHANNEL'], detail: 'greenChannelComponent', lead: true },
  greenChannelThird: { kind: 'list', categories: ['GREEN_CHANNEL'], detail: 'greenChannelComponent' },
  greenChannelComponent: { kind: 'detail', back: 'greenChannelThird' },
  company: { kind: 'listDetail', categories: ['SEED_COMPANY'], grid: true },
  seedCompanies: { kind: 'list', categories: ['SEED_COMPANY'], detail: 'company' },
  laws: { kind: 'listDetail', categories: ['LAW'] },
};

/** Where the portal shows an article of a category (search results, home sections). */
export const CATEGORY_HOME: Readonly<Record<ArticleCategory, { list: string; detail: string }>> = {
  NEWS: { list: 'newsOne', detail: 'news-details' },
  EXCHANGE_NEWS: { list: 'newsTwo', detail: 'news-details' },
  WORK_DYNAMIC: { list: 'work/dynamic', detail: 'dynamic/dynamicDetail' },
  FINANCING_DYNAMIC: { list: 'financing/dynamic', detail: 'dynamic/dynamicDetail' },
  POLICY: { list: 'policys', detail: 'policys_details' },
  POLICY_CONSULTING: { list: 'policy', detail: 'policy/content' },
  COLLEGE: { list: 'listedCollege', detail: 'college' },
  SERVICE_BASE: { list: 'breedingBase', detail: 'breedingBase' },
  GREEN_CHANNEL: { list: 'greenChannelThird', detail: 'greenChannelComponent' },
  SEED_COMPANY: { list: 'seedCompanies', detail: 'company' },
  LAW: { list: 'laws', detail: 'laws' },
  ABOUT: { list: 'listedCenter', detail: 'listedCenter' },
};

/** The portal address of one article. */
export const articleLink = (category: ArticleCategory, articleId: string): string =>
  `/portal/${CATEGORY_HOME[category].detail}?id=${articleId}`;

export const listLink = (category: ArticleCategory): string => `/portal/${CATEGORY_HOME[category].list}`;
