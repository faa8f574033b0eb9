import { defineModule } from '../../platform/module.ts';
import { knowledgeRoutes } from './knowledge.routes.ts';

export default defineModule({ name: 'knowledge', routes: [knowledgeRoutes] });
