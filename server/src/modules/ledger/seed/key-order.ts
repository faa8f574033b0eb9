import { keyOrderOf } from '@portal/contract';
import { ledgerInput } from '@portal/contract/ledger';

/** The ledger's fields in form order, so history rows list them as the form shows them. */
export const KEY_ORDER_OF_LEDGER = keyOrderOf(ledgerInput);
