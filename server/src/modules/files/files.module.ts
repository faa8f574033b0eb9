import { defineModule } from '../../platform/module.ts';
import { fileRoutes } from './files.routes.ts';

/** Uploading and reading files (the store and its read rules are platform/files). */
export default defineModule({
  name: 'files',
  routes: [fileRoutes],
  auditActions: {
    'file.uploaded': '上传文件',
  },
});
