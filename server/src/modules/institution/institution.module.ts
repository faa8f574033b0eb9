import { defineModule } from '../../platform/module.ts';
import { institutionHomeCards } from './institution.home.ts';
import { institutionReview } from './institution.process.ts';
import { institutionRoutes } from './institution.routes.ts';
import { createInstitutionService } from './institution.service.ts';

export default defineModule({
  name: 'institution',
  routes: [institutionRoutes],
  homeCards: institutionHomeCards,
  processes: [institutionReview],
  fileReaders: {
    // Files of an institution's reviews go with its history: the institution and the government.
    institution: (ctx) => {
      const service = createInstitutionService(ctx);
      return (session, id) => service.readsHistory(session.user, id);
    },
  },
  auditActions: {
    'institution.draft.': '机构信息草稿',
    'institution.withdrawn': '撤回机构信息审核',
  },
});
