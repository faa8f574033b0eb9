import { markPlain } from '../../ui/antdRoute';
import { defineFeature, type LazyPage, page, plainPage } from '../../ui/feature';
import { PORTAL_PAGES } from './portalPages';

/** A portal article route (newsOne, policys, …): one page that reads what to show from portalPages. */
const articlePage =
  (path: string): LazyPage =>
  async () => {
    const config = PORTAL_PAGES[path];
    // A detail page is drawn without antd (ArticleDetail.tsx): where a shared link lands.
    if (config?.kind === 'detail') {
      const { ArticleDetailRoute } = await import('./ArticleDetail');
      return { Component: markPlain(() => <ArticleDetailRoute back={config.back} />) };
    }
    const { default: PortalArticlePage } = await import('./PortalArticlePage');
    return { element: <PortalArticlePage path={path} /> };
  };

export default defineFeature({
  portalPages: {
    // Drawn without antd (PortalParts): the page most visitors load first.
    '': plainPage(() => import('./PortalHome')),
    listedCenter: page(() => import('./ListedCenterPage')),
    search: page(() => import('./PortalSearchPage')),
    ...Object.fromEntries(Object.keys(PORTAL_PAGES).map((path) => [path, articlePage(path)])),
  },
});
