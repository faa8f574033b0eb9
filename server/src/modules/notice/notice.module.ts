import { defineModule } from '../../platform/module.ts';
import { noticeRoutes } from './notice.routes.ts';

export default defineModule({ name: 'notice', routes: [noticeRoutes] });
