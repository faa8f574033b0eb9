import { defineFeature, named, page } from '../../ui/feature';

const list = (name: 'MyProblemsPage' | 'ManageProblemsPage' | 'TodoProblemsPage') =>
  named(() => import('./ProblemList'), name);
const detail = page(() => import('./ProblemDetailPage'));

/** The green channel (绿色通道): the enterprise's problems, the offices' and member units' pages. */
export default defineFeature({
  pages: {
    '/problem/list': list('MyProblemsPage'),
    '/problem/edit': page(() => import('./ProblemEditPage')),
    '/problem/mgr/list': list('ManageProblemsPage'),
    '/problem/todoList': list('TodoProblemsPage'),
    '/problem/mgr/edit': detail,
    '/problem/detail': detail,
    '/problem/handle': detail,
    '/problem/transfer': detail,
    '/problem/assign': detail,
  },
  // The console home's cards (issue 16): the server computes them, the standard body draws them.
  homeCards: {
    'problem.mine': { namespace: 'problem' },
    'problem.office': { namespace: 'problem' },
    'problem.unit': { namespace: 'problem' },
  },
});
