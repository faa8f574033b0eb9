import { defineFeature, page } from '../../ui/feature';

const library = page(() => import('./LawLibraryPage'));

/** The law library: one search page on every side that has it, and its maintenance. */
export default defineFeature({
  pages: {
    '/widget/lawLibrary': library,
    '/lawLibrary/lawLibrary_ent': library,
    '/widget_ent/lawLibrary_ent': library,
    '/portal/management/lawLibrary': page(() => import('./LawAdminPage')),
    '/portal/management/lawLibrary/edit': page(() => import('./LawEditPage')),
  },
});
