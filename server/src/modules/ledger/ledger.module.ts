import { defineModule } from '../../platform/module.ts';
import { ledgerHomeCards } from './ledger.home.ts';
import { rederiveLedgers } from './ledger.rederive.ts';
import { ledgerRoutes } from './ledger.routes.ts';
import { seedDemoLedgers } from './seed/demo-ledgers.ts';

export default defineModule({
  name: 'ledger',
  routes: [ledgerRoutes],
  // At every start: stored ledgers reckoned again once after a change of the clock rules.
  seed: ({ db, now }) => rederiveLedgers(db, now),
  homeCards: ledgerHomeCards,
  seedDemo: ({ db, now }) => seedDemoLedgers(db, now),
  auditActions: {
    'ledger.updated': '修改上市台账',
    'ledger.imported': '导入上市台账',
    'ledger.exported': '导出上市台账',
  },
});
