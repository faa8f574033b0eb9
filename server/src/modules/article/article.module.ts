import { refusal } from '../../platform/access/access.ts';
import { defineModule } from '../../platform/module.ts';
import { articleRoutes } from './article.routes.ts';
import { seedDemoArticles } from './seed/demo-articles.ts';

export default defineModule({
  name: 'article',
  routes: [articleRoutes],
  // Until published, the files of its content are for those who may edit and preview it.
  fileReaders: { article: () => (session) => refusal({ authority: 'ADMIN' }, session) === null },
  seedDemo: ({ db, now }) => seedDemoArticles(db, now),
});
