// A sentiment item as the source of a conversion (platform/conversions): it must be matched to the
// enterprise the problem or note is for, and that match must lie in the caller's region.
import { and, eq } from 'drizzle-orm';
import { enterprises } from '../../db/schema/index.ts';
import { regionWithin, scopeOf } from '../../platform/access/region-scope.ts';
import type { ConversionSourceReader } from '../../platform/conversions/conversions.ts';
import { sentimentItems as items, sentimentItemEnterprises as matches } from './sentiment.schema.ts';

export const sentimentSource: ConversionSourceReader = async (tx, caller, source, enterpriseOrgId) => {
  const [row] = await tx
    .select({ title: items.title })
    .from(items)
    .innerJoin(matches, eq(matches.itemId, items.id))
    .innerJoin(enterprises, eq(enterprises.id, matches.enterpriseId))
    .where(
      and(
        eq(items.id, source.id),
        eq(enterprises.orgId, enterpriseOrgId),
        regionWithin(matches.regionCode, scopeOf(caller.user)),
      ),
    )
    .limit(1);
  return row?.title ?? null;
};
