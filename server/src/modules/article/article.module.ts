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
  auditActions: {
    'article.created': '新建文章',
    'article.updated': '修改文章',
    'article.published': '发布文章',
    'article.unpublished': '下线文章',
    'article.deleted': '删除文章',
  },
});
