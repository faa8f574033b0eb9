import { defineFeature, page } from '../../ui/feature';

/** The listing ledger (issue 10 §1): an enterprise's own, the government's board and one ledger. */
export default defineFeature({
  pages: {
    '/report/ledger': page(() => import('./MyLedgerPage')),
    '/report/ledger/board': page(() => import('./LedgerBoardPage')),
    '/report/ledger/detail': page(() => import('./LedgerDetailPage')),
    // An intermediary's client enterprises (issue 16), behind its home card.
    '/intermediary/clients': page(() => import('./ClientsPage')),
  },
  homeCards: {
    'ledger.road': { namespace: 'ledger' },
    'ledger.pipeline': { namespace: 'ledger', body: () => import('./PipelineCardBody') },
    'ledger.clients': { namespace: 'ledger' },
  },
});
