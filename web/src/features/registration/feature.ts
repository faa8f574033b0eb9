import { defineFeature, page } from '../../ui/feature';

export default defineFeature({
  // Registration and recovery (issue 3 §2).
  signPages: {
    '/sign/pre-up': page(() => import('./PreUpPage')),
    '/sign/up': page(() => import('./SignUpPage')),
    '/sign/identifying': page(() => import('./IdentifyingPage')),
    '/sign/forget': page(() => import('./ForgetPage')),
    '/sign/Success': page(() => import('./SuccessPage')),
  },
  // The held e-mail and SMS of recovery and registration.
  pages: { '/management/outbox': page(() => import('./OutboxPage')) },
  // Sign-ups waiting for review, and the outbox's held and failed messages (issue 16).
  homeCards: {
    'registration.waiting': { namespace: 'registration' },
    'outbox.held': { namespace: 'registration' },
  },
});
