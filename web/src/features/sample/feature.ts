import { defineFeature, page } from '../../ui/feature';

// The sample pages of the shared components (issue 4 §4).
export default defineFeature({
  pages: {
    '/sample/areaSelector': page(() => import('./AreaSelectorPage')),
    '/sample/datePicker': page(() => import('./DatePickerPage')),
    '/sample/fileUpload': page(() => import('./FileTransferPage')),
    '/sample/grid': page(() => import('./GridPage')),
    '/sample/editor': page(() => import('./EditorPage')),
  },
});
