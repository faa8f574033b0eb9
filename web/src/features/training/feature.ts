import { defineFeature, page } from '../../ui/feature';

const list = page(() => import('./TrainingListPage'));
const detail = page(() => import('./TrainingDetailPage'));

/** Training and enrolment: the same paths serve the offices and the audience (each page asks who). */
export default defineFeature({
  homeCards: { 'training.enrolled': { namespace: 'training' } },
  pages: {
    '/training/list': list,
    '/training/detail': detail,
    '/training/training/detail': detail,
    '/training/training': page(() => import('./TrainingEditPage')),
    '/training/enroll/list': page(() => import('./EnrolmentListPage')),
    '/training/enroll/detail': page(() => import('./EnrolmentDetailPage')),
  },
});
