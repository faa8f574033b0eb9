// The visibility rules of spec §6 as a table over org type × grades × has_shortcut × level ×
// authorities. Expectations are written from the spec's sentences, not from the tables' code.
import { describe, expect, it } from 'vitest';
import { type Grade, ORG_TYPES, type OrgType } from '../enums.ts';
import { HEADER_ITEMS, headerItemVisible, type Viewer } from '../visibility.ts';
import { isGroup, type MenuItem, managementMenuFor, routesFor, sidebarFor } from './index.ts';

const GRADE_SETS: Grade[][] = [
  [],
  ['NOT_APPLICABLE'],
  ['NORMAL_SEED'],
  ['GOLDEN_SEED'],
  ['NOT_APPLICABLE', 'NORMAL_SEED'],
];
const LEVELS = [null, 1, 2, 3];
const AUTHORITY_SETS: Viewer['authorities'][] = [[], ['ADMIN']];

const viewers: Viewer[] = ORG_TYPES.flatMap((type) =>
  GRADE_SETS.flatMap((grades) =>
    [false, true].flatMap((has_shortcut) =>
      LEVELS.flatMap((level) =>
        AUTHORITY_SETS.map((authorities) => ({ org: { type, grades, has_shortcut, level }, authorities })),
      ),
    ),
  ),
);

/** Spec §3 "Menu grouping of types"; the glossary puts the remaining types in "other". */
const GROUP_OF: Partial<Record<OrgType, string>> = {
  BROKER: 'intermediary',
  ACCOUNTING_FIRM: 'intermediary',
  LAW_FIRM: 'intermediary',
  INVESTMENT: 'investment',
  FUND: 'investment',
  FUND_CUSTODIAN: 'investment',
  MONETARY: 'financial',
  ADVICE_FIRM: 'advisory',
  APPRAISAL_FIRM: 'other',
  MEDIA: 'other',
  OTHER: 'other',
};

function sidebarPaths(items: MenuItem[]): Set<string> {
  return new Set(items.flatMap((i) => (isGroup(i) ? i.children.map((c) => c.path) : [i.path])));
}

const HEADER_PATHS = new Set<string>(HEADER_ITEMS.map((i) => i.path));

const label = (v: Viewer) =>
  `${v.org.type} grades=[${v.org.grades}] shortcut=${v.org.has_shortcut} level=${v.org.level} auth=[${v.authorities}]`;

/** path → whether spec §6 says the sidebar shows it to this viewer (undefined: not asserted). */
function expectedSidebar(v: Viewer): Record<string, boolean> {
  const { type, grades, has_shortcut, level } = v.org;
  const reserve = !grades.includes('NOT_APPLICABLE');
  const admin = v.authorities.includes('ADMIN');
  const out: Record<string, boolean> = {
    '/management/openapi': admin,
    '/management/industry/list': admin,
    '/portal/management/problem': admin,
    '/govt/index/statisticsTimes': admin,
  };
  if (type === 'ENTERPRISE') {
    Object.assign(out, {
      '/company/router': true,
      '/ipo/IpoItemIndex': true,
      '/report/issue': reserve,
      '/report/list': reserve && !grades.includes('NORMAL_SEED'),
      '/problem/list': reserve && has_shortcut,
      '/research/list': reserve,
      '/notification/list': reserve,
      '/training/list': reserve,
      '/intermediary/organization': reserve,
      '/lawLibrary/lawLibrary_ent': reserve,
      '/hotIssues/hotIssues': reserve,
      '/investmentFinancing/eninformationList': reserve,
      '/ipoStatisticsLetter/nationalSecuritiesInit': reserve,
      '/report/summary/list': false,
    });
  } else if (type === 'FINANCIAL') {
    Object.assign(out, {
      '/report/summary/list': level !== 3,
      '/report/csrc/list': true,
      '/problem/mgr/list': true,
      '/company/list': true,
      '/widget/reorganizationList': true,
      '/company/router': false,
    });
  } else if (type === 'FUNCTIONAL') {
    Object.assign(out, { '/company/list': true, '/problem/mgr/list': true, '/report/csrc/list': false });
  } else {
    for (const g of ['intermediary', 'investment', 'financial', 'advisory', 'other']) {
      out[`/${g}/profile`] = GROUP_OF[type] === g;
      out[`/${g}/history`] = GROUP_OF[type] === g;
    }
    Object.assign(out, {
      '/workflow/intermediary/process': GROUP_OF[type] === 'intermediary',
      '/company/government': reserve,
      '/intermediary/organization': reserve,
      '/ipoStatisticsLetter/nationalSecuritiesInit': reserve,
      '/report/list': false,
    });
  }
  return out;
}

describe.each(ORG_TYPES)('menus of %s', (type) => {
  const cases = viewers.filter((v) => v.org.type === type);

  it('header items follow spec §6', () => {
    for (const v of cases) {
      const { grades } = v.org;
      const government = type === 'FINANCIAL' || type === 'FUNCTIONAL';
      const expected: Record<string, boolean> = {
        home: true,
        government: true,
        professional: government || !grades.includes('NOT_APPLICABLE'),
        data: government || !grades.includes('NOT_APPLICABLE'),
        management: type === 'FINANCIAL' || v.authorities.includes('ADMIN'),
        signIn: false,
        register: false,
      };
      for (const [key, shown] of Object.entries(expected)) {
        expect(
          headerItemVisible(key as (typeof HEADER_ITEMS)[number]['key'], v),
          `${key} for ${label(v)}`,
        ).toBe(shown);
      }
    }
  });

  it('sidebar and routes follow spec §6', () => {
    for (const v of cases) {
      const sidebar = sidebarPaths(sidebarFor(v));
      const routes = new Set(routesFor(v).map((r) => r.path));
      for (const [path, shown] of Object.entries(expectedSidebar(v))) {
        expect(sidebar.has(path), `sidebar ${path} for ${label(v)}`).toBe(shown);
        // A hidden sidebar entry has no route either, unless the header still leads there.
        if (shown || !HEADER_PATHS.has(path))
          expect(routes.has(path), `route ${path} for ${label(v)}`).toBe(shown);
      }
    }
  });

  it('a header target the viewer sees has a route', () => {
    for (const v of cases) {
      const routes = new Set(routesFor(v).map((r) => r.path));
      for (const item of HEADER_ITEMS) {
        if (!headerItemVisible(item.key, v) || ['/', '/portal', '/sign/out'].includes(item.path)) continue;
        expect(routes.has(item.path), `${item.path} for ${label(v)}`).toBe(true);
      }
    }
  });
});

describe('menu tables', () => {
  const admin: Viewer = {
    org: { type: 'FINANCIAL', grades: [], has_shortcut: false, level: 1 },
    authorities: ['ADMIN'],
  };

  it('route-only pages follow their group: the green channel editor needs the shortcut', () => {
    const ent = (has_shortcut: boolean, grades: Grade[]): Viewer => ({
      org: { type: 'ENTERPRISE', grades, has_shortcut, level: null },
      authorities: [],
    });
    const has = (v: Viewer) => routesFor(v).some((r) => r.path === '/problem/edit');
    expect(has(ent(true, ['GOLDEN_SEED']))).toBe(true);
    expect(has(ent(false, ['GOLDEN_SEED']))).toBe(false);
    expect(has(ent(true, ['NOT_APPLICABLE']))).toBe(false);
  });

  it('marks no route later now that every data page is built (issue 13)', () => {
    const ent: Viewer = {
      org: { type: 'ENTERPRISE', grades: ['GOLDEN_SEED'], has_shortcut: true, level: null },
      authorities: [],
    };
    const later = new Set(
      routesFor(ent)
        .filter((r) => r.later)
        .map((r) => r.path),
    );
    expect([...later]).toEqual([]);
    expect(later.has('/report/list')).toBe(false);
    expect(later.has('/report/ledger')).toBe(false);
    expect(later.has('/problem/edit')).toBe(false);
    expect(later.has('/company/router')).toBe(false);
    expect(later.has('/workflow/enterprise/process')).toBe(false);
  });

  it('sends the hot-issues menu item to the portal page with a full load, keeping the console page', () => {
    const ent: Viewer = {
      org: { type: 'ENTERPRISE', grades: ['GOLDEN_SEED'], has_shortcut: true, level: null },
      authorities: [],
    };
    for (const v of [ent, { ...ent, org: { ...ent.org, type: 'BROKER' as const } }]) {
      const item = sidebarPaths(sidebarFor(v)).has('/hotIssues/hotIssues');
      expect(item).toBe(true);
      const route = routesFor(v).find((r) => r.path === '/hotIssues/hotIssues');
      expect(route).toMatchObject({ link: 'full', href: '/portal/hotIssues' });
    }
  });

  it('gives every route a breadcrumb trail ending in its own label', () => {
    for (const r of routesFor(admin)) expect(r.crumbs.at(-1)?.label).toBe(r.label);
  });

  it('lists management entries for the viewer: admin groups only with ADMIN', () => {
    const paths = (v: Viewer) => managementMenuFor(v).flatMap((g) => g.children.map((c) => c.path));
    expect(paths(admin)).toEqual(expect.arrayContaining(['/management/openapi', '/management/loginLocks']));
    const city = { ...admin, authorities: [] };
    expect(paths(city)).not.toContain('/management/openapi');
    expect(paths(city)).toContain('/company/gradeChange');
    expect(paths(city)).not.toContain('/company/exportConfig');
  });

  it('gives the audit log to AUDITOR holders only', () => {
    const auditor = { ...admin, authorities: ['AUDITOR' as const] };
    const has = (v: Viewer) => routesFor(v).some((r) => r.path === '/management/audit');
    expect(has(auditor)).toBe(true);
    expect(has(admin)).toBe(false);
    expect(managementMenuFor(auditor).flatMap((g) => g.children.map((c) => c.path))).toContain(
      '/management/audit',
    );
    expect(sidebarFor(auditor).some((g) => isGroup(g) && g.key === 'audit')).toBe(true);
  });

  it('offers the auditor no tool that changes enterprises (grades, tags)', () => {
    const auditor = { ...admin, authorities: ['AUDITOR' as const] };
    const paths = (v: Viewer) => routesFor(v).map((r) => r.path);
    for (const path of ['/company/gradeChange', '/company/industryTags']) {
      expect(paths(auditor)).not.toContain(path);
      expect(paths({ ...admin, authorities: [] })).toContain(path);
    }
  });
});
