// The portal's route table: every article route of spec §2 shows something, and every link the
// home page and the search make leads to a route that shows that category.
import { ARTICLE_CATEGORIES, PORTAL_ROUTES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { CATEGORY_HOME, PORTAL_PAGES } from './portalPages';

/** Spec §2 "Portal routes under /portal" that show articles (home, about us and hot issues aside). */
const ARTICLE_ROUTES = [
  ...['newsOne', 'newsTwo', 'news-details', 'dynamic', 'dynamic/dynamicDetail', 'policys', 'policys_details'],
  ...['policy', 'policy/content', 'work/dynamic', 'financing/dynamic', 'listedCollege', 'college'],
  ...[
    'breedingBase',
    'greenChannel',
    'greenChannelThird',
    'greenChannelComponent',
    'company',
    'seedCompanies',
  ],
  'laws',
];

describe('portal pages', () => {
  it('gives every portal route of the spec a page', () => {
    const routes = new Set(PORTAL_ROUTES.map((r) => r.path));
    expect(ARTICLE_ROUTES.filter((p) => !routes.has(p) || !PORTAL_PAGES[p])).toEqual([]);
    expect(Object.keys(PORTAL_PAGES).sort()).toEqual([...ARTICLE_ROUTES].sort());
  });

  it('sends each category to a list and a detail that show it', () => {
    for (const category of ARTICLE_CATEGORIES) {
      const { list, detail } = CATEGORY_HOME[category];
      if (category === 'ABOUT') continue;
      const listPage = PORTAL_PAGES[list];
      const detailPage = PORTAL_PAGES[detail];
      expect(listPage && listPage.kind !== 'detail' && listPage.categories, category).toContain(category);
      expect(detailPage?.kind === 'detail' || detailPage?.categories?.includes(category), category).toBe(
        true,
      );
    }
  });

  it('points list rows at detail routes that exist', () => {
    for (const [path, page] of Object.entries(PORTAL_PAGES)) {
      if (page.kind === 'list') expect(PORTAL_PAGES[page.detail], path).toBeDefined();
      if (page.kind === 'detail') expect(PORTAL_PAGES[page.back], path).toBeDefined();
    }
  });
});
