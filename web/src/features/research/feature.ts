import { defineFeature, page } from '../../ui/feature';

/** Research letters and visit records (/research): the same paths serve offices and enterprises. */
export default defineFeature({
  pages: {
    '/research/list': page(() => import('./ListPage')),
    '/research/detail': page(() => import('./DetailPage')),
    '/research/edit': page(() => import('./LetterEditPage')),
    '/research/record/list': page(() => import('./RecordListPage')),
    '/research/record/detail': page(() => import('./RecordDetailPage')),
    '/research/record/edit': page(() => import('./RecordEditPage')),
  },
  // The console home's cards (issue 16): the server computes them, the standard body draws them.
  homeCards: {
    'research.replies': { namespace: 'research' },
    'research.outstanding': { namespace: 'research' },
  },
});
