import { defineFeature, page } from '../../ui/feature';

/** Registration and recovery (issue 3 §2). */
export default defineFeature({
  signPages: {
    '/sign/pre-up': page(() => import('./PreUpPage')),
    '/sign/up': page(() => import('./SignUpPage')),
    '/sign/identifying': page(() => import('./IdentifyingPage')),
    '/sign/forget': page(() => import('./ForgetPage')),
    '/sign/Success': page(() => import('./SuccessPage')),
  },
});
