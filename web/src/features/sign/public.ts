import { defineFeature, page } from '../../ui/feature';

export default defineFeature({
  signPages: {
    '/sign/in': page(() => import('./SignInPage')),
    '/sign/out': page(() => import('./SignOutPage')),
  },
});
