import { defineModule } from '../../platform/module.ts';
import { lawRoutes } from './law.routes.ts';
import { seedLawLibrary } from './seed/seed-law-library.ts';

export default defineModule({
  name: 'law',
  routes: [lawRoutes],
  // The principal texts are reference data, not demo: a production database gets them too.
  seed: ({ db, now }) => seedLawLibrary(db, now),
  auditActions: {
    'law.created': '新增法规',
    'law.updated': '修改法规',
    'law.deleted': '删除法规',
    'law.imported': '批量导入法规',
  },
});
