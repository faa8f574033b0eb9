import { defineFeature, page } from '../../ui/feature';

const list = page(() => import('./ArticleAdminListPage'));
const edit = page(() => import('./ArticleEditPage'));
const preview = page(() => import('./ArticlePreviewPage'));

/** Portal maintenance screens of articles: list, edit and preview each (see screens.ts). */
export default defineFeature({
  pages: Object.fromEntries(
    ['problem', 'dynamic', 'policy', 'exchange', 'news', 'college', 'base', 'about'].flatMap((screen) => [
      [`/portal/management/${screen}`, list],
      [`/portal/management/${screen}/edit`, edit],
      [`/portal/management/${screen}/preview`, preview],
    ]),
  ),
});
