// A visit record's problem found as the source of a conversion (platform/conversions): it must be
// a record the office may open, about the enterprise the problem or note is for, and the index must
// name one of its problems found.
import type { ConversionSourceReader } from '../../platform/conversions/conversions.ts';
import { findRecord } from './record.repository.ts';
import { recordScope } from './research.policy.ts';

export const visitRecordSource: ConversionSourceReader = async (tx, caller, source, enterpriseOrgId) => {
  const row = await findRecord(tx, recordScope(caller.user), source.id);
  if (!row || row.record.orgId !== enterpriseOrgId) return null;
  if (source.index === undefined || !row.record.problems[source.index]) return null;
  return `${row.enterprise} ${row.record.visitDate}`;
};
