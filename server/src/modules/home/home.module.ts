import { defineModule } from '../../platform/module.ts';
import { homeRoutes } from './home.routes.ts';

export default defineModule({ name: 'home', routes: [homeRoutes] });
