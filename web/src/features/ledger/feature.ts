import { defineFeature, page } from '../../ui/feature';

/** The listing ledger (issue 10 §1): an enterprise's own, the government's board and one ledger. */
export default defineFeature({
  pages: {
    '/report/ledger': page(() => import('./MyLedgerPage')),
    '/report/ledger/board': page(() => import('./LedgerBoardPage')),
    '/report/ledger/detail': page(() => import('./LedgerDetailPage')),
  },
});
