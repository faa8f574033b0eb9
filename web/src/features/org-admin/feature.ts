import { defineFeature, page } from '../../ui/feature';

export default defineFeature({
  // Its texts are the management feature's.
  namespaces: ['admin'],
  pages: {
    '/management/org/list': page(() => import('./OrgListPage')),
    '/management/org/add': page(() => import('./OrgAddPage')),
    '/management/org/editor': page(() => import('./OrgEditorPage')),
  },
});
