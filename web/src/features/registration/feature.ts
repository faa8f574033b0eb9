import { defineFeature, page } from '../../ui/feature';

export default defineFeature({
  // The held e-mail and SMS of recovery and registration.
  pages: { '/management/outbox': page(() => import('./OutboxPage')) },
  // Sign-ups waiting for review, and the outbox's held and failed messages (issue 16).
  homeCards: {
    'registration.waiting': { namespace: 'registration' },
    'outbox.held': { namespace: 'registration' },
  },
});
