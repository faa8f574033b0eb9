import { defineFeature, page, plainPage } from '../../ui/feature';

export default defineFeature({
  signPages: {
    '/sign/in': plainPage(() => import('./SignInPage')),
    '/sign/out': page(() => import('./SignOutPage')),
  },
});
