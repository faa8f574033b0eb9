import { defineModule } from '../../platform/module.ts';
import { articleRoutes } from './article.routes.ts';

export default defineModule({ name: 'article', routes: [articleRoutes] });
