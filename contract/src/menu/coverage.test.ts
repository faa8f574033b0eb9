// The tables hold every route the spec's §2 lists name, per role set (written out from the spec).
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../visibility.ts';
import { routesFor } from './index.ts';

const KINDS7 = ['csrc', 'major', 'tutorial', 'overseas', 'golden', 'sci', 'silver'];
const KINDS9 = [...KINDS7, 'brief', 'summary'];
const TYPES5 = ['intermediary', 'investment', 'financial', 'advisory', 'other'];
const WORKFLOW = [
  'enterprise',
  'problem',
  'research',
  'investmentFinancing',
  'research/record',
  'training',
  'notification',
];
const ENT_DATA = [
  '/reorganization/reorganization_mergers',
  '/reorganization/reorganization_tradeTarget',
  '/ipoStatistics/ipoStatistics_overview',
  '/ipoStatistics/ipoStatistics_detail',
  ...[
    'ipoStatistics_Letters_init',
    'nationalSecuritiesInit',
    'majorFinancialIndInit',
    'companyDisclosureInit',
  ].map((p) => `/ipoStatisticsLetter/${p}`),
  '/lawLibrary/lawLibrary_ent',
  ...['lawLibrary_ent', 'reorganization_case', 'ipoStatistics_case', 'ipoStatistics_case_detail'].map(
    (p) => `/widget_ent/${p}`,
  ),
];
const WIDGETS = [
  ...['reorganizationList', 'lawLibrary', 'sentiment', 'wisdomPolicyRecordList', 'IpoItemIndex', 'hotIssues'],
  ...['reorganization/mergers', 'reorganization/tradeTarget', 'reorganization/case'],
  ...['overview', 'detail', 'newCase', 'case', 'case-detail', 'LettersInit', 'announcement'].map(
    (p) => `ipoStatistics/${p}`,
  ),
  ...['nationalSecuritiesInit', 'majorFinancialIndInit', 'companyDisclosureInit', 'agentQuery'],
].map((p) => `/widget/${p}`);

const SPEC: Record<string, { viewer: Viewer['org']; paths: string[] }> = {
  enterprise: {
    viewer: { type: 'ENTERPRISE', grades: ['GOLDEN_SEED'], has_shortcut: true, level: null },
    paths: [
      ...['government', 'profile', 'router', 'create', 'history'].map((p) => `/company/${p}`),
      '/intermediary/organization',
      '/ipo/IpoItemIndex',
      '/hotIssues/hotIssues',
      ...[
        'eninformationList',
        'informationEdit',
        'informationNewAdd',
        'roadShowPlatform',
        'roadShowProject',
      ].map((p) => `/investmentFinancing/${p}`),
      ...['issue', 'list', 'history', 'issue/edit', 'issue/history'].map((p) => `/report/${p}`),
      ...KINDS7.flatMap((k) => [`/report/${k}/add`, `/report/${k}/edit`]),
      '/problem/list',
      '/problem/edit',
      ...['list', 'detail', 'record/list', 'record/detail'].map((p) => `/research/${p}`),
      ...['list', 'enroll/list', 'training/detail'].map((p) => `/training/${p}`),
      ...['list', 'detail', 'reply'].map((p) => `/notification/${p}`),
      ...ENT_DATA,
      '/marketIntelligenceTesting',
      ...WORKFLOW.map((p) => `/workflow/${p}/process`),
    ],
  },
  financial: {
    viewer: { type: 'FINANCIAL', grades: [], has_shortcut: false, level: 1 },
    paths: [
      ...['government', 'menuList', 'list', 'profile', 'audit', 'history'].map((p) => `/company/${p}`),
      ...['intermediary', 'investment', 'other'].map((p) => `/org/${p}/list`),
      ...[
        'informationList',
        'informationEdit',
        'informationNewAdd',
        'roadShowPlatform',
        'roadShowPlatform2',
      ].map((p) => `/investmentFinancing/${p}`),
      ...TYPES5.flatMap((t) => ['organization', 'list', 'profile', 'history'].map((p) => `/${t}/${p}`)),
      '/report/history',
      ...KINDS9.flatMap((k) => ['list', 'edit', 'issue'].map((p) => `/report/${k}/${p}`)),
      ...['mgr/list', 'mgr/edit', 'todoList', 'detail', 'handle', 'transfer', 'assign'].map(
        (p) => `/problem/${p}`,
      ),
      ...['list', 'detail', 'edit', 'record/list', 'record/detail', 'record/edit'].map(
        (p) => `/research/${p}`,
      ),
      ...['list', 'detail', 'training', 'enroll/list', 'enroll/detail'].map((p) => `/training/${p}`),
      ...['list', 'detail', 'reply', 'send'].map((p) => `/notification/${p}`),
      ...WIDGETS,
      ...[...WORKFLOW, 'intermediary'].map((p) => `/workflow/${p}/process`),
      '/management/mangementMenuList/list',
    ],
  },
  functional: {
    viewer: { type: 'FUNCTIONAL', grades: [], has_shortcut: false, level: null },
    paths: [
      '/company/list',
      '/company/audit',
      '/problem/mgr/list',
      '/training/list',
      '/notification/list',
      ...WIDGETS,
    ],
  },
  institution: {
    viewer: { type: 'BROKER', grades: [], has_shortcut: false, level: null },
    paths: [
      '/company/government',
      '/intermediary/organization',
      '/ipo/IpoItemIndex',
      '/hotIssues/hotIssues',
      ...ENT_DATA,
      '/intermediary/profile',
      '/intermediary/history',
      '/workflow/intermediary/process',
    ],
  },
  admin: {
    viewer: { type: 'FINANCIAL', grades: [], has_shortcut: false, level: 1 },
    paths: [
      ...[
        'mangementMenuList/list',
        'industry/list',
        'strategic/list',
        'area/list',
        'org/list',
        'user/enterprise/list',
      ],
      ...[
        'user/list',
        'org/add',
        'org/editor',
        'user/enterprise/edit',
        'user/editor',
        'openapi',
        'loginLocks',
      ],
    ]
      .map((p) => `/management/${p}`)
      .concat(
        [
          'problem',
          'problem/edit',
          'problem/preview',
          'knowledge',
          'knowledge/edit',
          'dynamic',
          'dynamic/edit',
        ].map((p) => `/portal/management/${p}`),
        [
          'dynamic/preview',
          'policy',
          'policy/edit',
          'exchange',
          'exchange/edit',
          'hotProblem',
          'hotProblem/edit',
        ].map((p) => `/portal/management/${p}`),
        ['/govt/index/home', '/govt/index/statisticsTimes'],
      ),
  },
};

describe('spec §2 route lists', () => {
  it.each(Object.entries(SPEC))('the %s set holds every listed route', (name, { viewer, paths }) => {
    const authorities: Viewer['authorities'] = name === 'admin' ? ['ADMIN'] : [];
    const routes = new Set(routesFor({ org: viewer, authorities }).map((r) => r.path));
    expect(paths.filter((p) => !routes.has(p))).toEqual([]);
  });

  it('shares notices, personal centre and the sample pages with every role', () => {
    const routes = routesFor({ org: SPEC.functional!.viewer, authorities: [] }).map((r) => r.path);
    expect(routes).toEqual(expect.arrayContaining(['/notice/list', '/profile/attribute', '/sample/editor']));
  });
});
