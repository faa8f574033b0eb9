// Pages are lazy-loaded per route (STYLE §11). `IMPLEMENTED` maps the menu entries marked
// `implemented` in the contract to their page; every other entry opens the placeholder.
import { INSTITUTION_GROUPS, WORKFLOW_GROUP_PATHS } from '@portal/contract';
import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import type { ErrorStatus } from '../features/error/ErrorPage';
import { PORTAL_PAGES as PORTAL_ARTICLE_PAGES } from '../features/portal/portalPages';

type Lazy = LazyRouteFunction<RouteObject>;

const page =
  (load: () => Promise<{ default: ComponentType }>): Lazy =>
  async () => ({ Component: (await load()).default });

export const signInPage = page(() => import('../features/sign/SignInPage'));
export const signOutPage = page(() => import('../features/sign/SignOutPage'));
export const noticeListPage = page(() => import('../features/notice/NoticeListPage'));
export const profilePage = page(() => import('../features/profile/ProfilePage'));
/** The public sign pages other than sign-in (registration and recovery, issue 3 §2). */
export const SIGN_PAGES: Readonly<Record<string, Lazy>> = {
  '/sign/pre-up': page(() => import('../features/registration/PreUpPage')),
  '/sign/up': page(() => import('../features/registration/SignUpPage')),
  '/sign/identifying': page(() => import('../features/registration/IdentifyingPage')),
  '/sign/forget': page(() => import('../features/registration/ForgetPage')),
  '/sign/Success': page(() => import('../features/registration/SuccessPage')),
};
const workflowInboxPage = page(() => import('../features/workflow/WorkflowInboxPage'));
const workflowDetailPage = page(() => import('../features/workflow/WorkflowDetailPage'));

const articleAdminPages = {
  list: page(() => import('../features/article/ArticleAdminListPage')),
  edit: page(() => import('../features/article/ArticleEditPage')),
  preview: page(() => import('../features/article/ArticlePreviewPage')),
};
/** Portal maintenance screens of articles: list, edit and preview each (see features/article/screens). */
const ARTICLE_ADMIN: Record<string, Lazy> = Object.fromEntries(
  ['problem', 'dynamic', 'policy', 'exchange', 'news', 'college', 'base', 'about'].flatMap((screen) => [
    [`/portal/management/${screen}`, articleAdminPages.list],
    [`/portal/management/${screen}/edit`, articleAdminPages.edit],
    [`/portal/management/${screen}/preview`, articleAdminPages.preview],
  ]),
);

const consoleKnowledgePage = page(() => import('../features/knowledge/ConsoleKnowledgePage'));
const consoleHotIssuesPage = page(() => import('../features/hot-issue/ConsoleHotIssuesPage'));
/** The knowledge graph and hot issues in the console, and their portal maintenance. */
const KNOWLEDGE_AND_HOT_ISSUES: Record<string, Lazy> = {
  '/ipo/IpoItemIndex': consoleKnowledgePage,
  '/widget/IpoItemIndex': consoleKnowledgePage,
  '/hotIssues/hotIssues': consoleHotIssuesPage,
  '/widget/hotIssues': consoleHotIssuesPage,
  '/portal/management/knowledge': page(() => import('../features/knowledge/KnowledgeAdminPage')),
  '/portal/management/knowledge/edit': page(() => import('../features/knowledge/KnowledgeNodeEditPage')),
  '/portal/management/hotProblem': page(() => import('../features/hot-issue/HotProblemAdminPage')),
  '/portal/management/hotProblem/edit': page(() => import('../features/hot-issue/HotProblemEditPage')),
};

/** A portal article route (newsOne, policys, …): one page that reads what to show from portalPages. */
const portalArticlePage =
  (path: string): Lazy =>
  async () => {
    const { default: PortalArticlePage } = await import('../features/portal/PortalArticlePage');
    return { element: <PortalArticlePage path={path} /> };
  };

/** Public portal pages by their path under /portal ('' is the home); the rest open the placeholder. */
export const PORTAL_PAGES: Readonly<Record<string, Lazy>> = {
  '': page(() => import('../features/portal/PortalHome')),
  listedCenter: page(() => import('../features/portal/ListedCenterPage')),
  search: page(() => import('../features/portal/PortalSearchPage')),
  hotIssues: page(() => import('../features/hot-issue/PortalHotIssuesPage')),
  hotIssuesDetail: page(() => import('../features/hot-issue/PortalHotIssueDetailPage')),
  knowledge: page(() => import('../features/knowledge/PortalKnowledgePage')),
  ...Object.fromEntries(Object.keys(PORTAL_ARTICLE_PAGES).map((path) => [path, portalArticlePage(path)])),
};

export function errorPage(status: ErrorStatus): Lazy {
  return async () => {
    const { default: ErrorPage } = await import('../features/error/ErrorPage');
    return { element: <ErrorPage status={status} /> };
  };
}

const institutionPages = {
  directory: page(() => import('../features/institution/DirectoryPage')),
  list: page(() => import('../features/institution/InstitutionListPage')),
  profile: page(() => import('../features/institution/InstitutionProfilePage')),
  history: page(() => import('../features/institution/InstitutionHistoryPage')),
};
/** Enterprise information (/company) and the institution library (/{group}, /org). */
const ENTERPRISE_AND_INSTITUTION: Record<string, Lazy> = {
  '/company/router': page(() => import('../features/enterprise/MyCompanyPage')),
  '/company/create': page(() => import('../features/enterprise/CompanyEditPage')),
  '/company/history': page(() => import('../features/enterprise/HistoryPage')),
  '/company/government': page(() => import('../features/enterprise/ServicesPage')),
  '/company/menuList': page(() => import('../features/enterprise/MenuListPage')),
  '/company/list': page(() => import('../features/enterprise/CompanyListPage')),
  '/company/profile': page(() => import('../features/enterprise/CompanyProfilePage')),
  '/company/audit': page(() => import('../features/enterprise/AuditPage')),
  '/company/gradeChange': page(() => import('../features/enterprise/GradeChangePage')),
  '/company/industryTags': page(() => import('../features/enterprise/IndustryTagsPage')),
  ...Object.fromEntries(
    INSTITUTION_GROUPS.flatMap((g) => [
      [`/${g}/organization`, institutionPages.directory],
      [`/${g}/list`, institutionPages.list],
      [`/${g}/profile`, institutionPages.profile],
      [`/${g}/history`, institutionPages.history],
    ]),
  ),
  '/org/intermediary/list': institutionPages.list,
  '/org/investment/list': institutionPages.list,
  '/org/other/list': institutionPages.list,
};

/** A named export of a page module, for modules that serve several routes. */
const named =
  <M,>(load: () => Promise<M>, name: keyof M): Lazy =>
  async () => ({ Component: (await load())[name] as ComponentType });
const dictPages = () => import('../features/dict-admin/DictionaryPage');
const userLists = () => import('../features/user-admin/UserListPage');
const userEditors = () => import('../features/user-admin/UserEditorPage');
/** System management (issue 3 §5): dictionaries, organisations, users, statistics, audit, settings. */
const SYSTEM_MANAGEMENT: Record<string, Lazy> = {
  '/management/industry/list': named(dictPages, 'IndustryPage'),
  '/management/strategic/list': named(dictPages, 'StrategicPage'),
  '/management/area/list': named(dictPages, 'AreaPage'),
  '/management/org/list': page(() => import('../features/org-admin/OrgListPage')),
  '/management/org/add': page(() => import('../features/org-admin/OrgAddPage')),
  '/management/org/editor': page(() => import('../features/org-admin/OrgEditorPage')),
  '/management/user/list': named(userLists, 'GovernmentUserListPage'),
  '/management/user/enterprise/list': named(userLists, 'EnterpriseUserListPage'),
  '/management/user/editor': named(userEditors, 'GovernmentUserEditorPage'),
  '/management/user/enterprise/edit': named(userEditors, 'EnterpriseUserEditorPage'),
  '/management/user/sessions': page(() => import('../features/user-admin/SessionsPage')),
  '/management/site': page(() => import('../features/site-settings/SiteSettingsPage')),
  '/management/audit': page(() => import('../features/audit-log/AuditLogPage')),
  '/company/exportConfig': page(() => import('../features/export-config/ExportConfigPage')),
  '/govt/index/statisticsTimes': page(() => import('../features/usage/UsageStatisticsPage')),
};

export const IMPLEMENTED: Readonly<Record<string, Lazy>> = {
  ...SYSTEM_MANAGEMENT,
  ...ENTERPRISE_AND_INSTITUTION,
  '/sample/areaSelector': page(() => import('../features/sample/AreaSelectorPage')),
  '/sample/datePicker': page(() => import('../features/sample/DatePickerPage')),
  '/sample/fileUpload': page(() => import('../features/sample/FileTransferPage')),
  '/sample/grid': page(() => import('../features/sample/GridPage')),
  '/sample/editor': page(() => import('../features/sample/EditorPage')),
  '/notice/list': noticeListPage,
  '/profile/attribute': profilePage,
  '/management/mangementMenuList/list': page(() => import('./management/ManagementMenuPage')),
  '/management/openapi': page(() => import('../features/management/OpenApiPage')),
  '/management/loginLocks': page(() => import('../features/management/LoginLocksPage')),
  '/management/outbox': page(() => import('../features/registration/OutboxPage')),
  ...Object.fromEntries(
    [...Object.values(WORKFLOW_GROUP_PATHS), '/govt/index/home'].map((path) => [path, workflowInboxPage]),
  ),
  '/workflow/approval': workflowDetailPage,
  '/workflow/handle': workflowDetailPage,
  '/workflow/transfer': workflowDetailPage,
  ...ARTICLE_ADMIN,
  ...KNOWLEDGE_AND_HOT_ISSUES,
};
