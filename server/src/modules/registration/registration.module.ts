import { defineModule } from '../../platform/module.ts';
import { recoveryRoutes } from './recovery.routes.ts';
import { enterpriseRegistrationReview, institutionRegistrationReview } from './registration.process.ts';
import { registrationRoutes } from './registration.routes.ts';

/** Sign-up with its two review processes, and account recovery. */
export default defineModule({
  name: 'registration',
  routes: [registrationRoutes, recoveryRoutes],
  processes: [enterpriseRegistrationReview, institutionRegistrationReview],
});
