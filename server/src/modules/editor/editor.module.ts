import { defineModule } from '../../platform/module.ts';
import { editorRoutes } from './editor.routes.ts';

export default defineModule({
  name: 'editor',
  routes: [editorRoutes],
  auditActions: {
    'file.uploaded': '上传文件',
  },
});
