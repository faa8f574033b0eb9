// Rule documents more than one board cites.
import type { RuleDocument } from '@portal/contract/listing-test';

/** The CSRC's IPO registration measures of full registration (CSRC Order No. 205). */
export const REGISTRATION_MEASURES: RuleDocument = {
  name: '首次公开发行股票注册管理办法',
  issuer: '中国证券监督管理委员会',
  number: '证监会令第205号',
  issuedOn: '2023-02-17',
  effectiveOn: '2023-02-17',
};
