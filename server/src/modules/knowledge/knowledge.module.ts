import { refusal } from '../../platform/access/access.ts';
import { defineModule } from '../../platform/module.ts';
import { knowledgeRoutes } from './knowledge.routes.ts';
import { seedDemoKnowledge } from './seed/demo-knowledge.ts';

export default defineModule({
  name: 'knowledge',
  routes: [knowledgeRoutes],
  // Until published, the files of its content are for those who may edit and preview it.
  fileReaders: { knowledge_node: () => (session) => refusal({ authority: 'ADMIN' }, session) === null },
  seedDemo: ({ db, now }) => seedDemoKnowledge(db, now),
  auditActions: {
    'knowledge.node.created': '新建知识节点',
    'knowledge.node.updated': '修改知识节点',
    'knowledge.node.deleted': '删除知识节点',
    'knowledge.relation.created': '新建知识关系',
    'knowledge.relation.updated': '修改知识关系',
    'knowledge.relation.deleted': '删除知识关系',
  },
});
