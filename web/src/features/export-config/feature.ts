import { defineFeature, page } from '../../ui/feature';

export default defineFeature({
  pages: { '/company/exportConfig': page(() => import('./ExportConfigPage')) },
});
