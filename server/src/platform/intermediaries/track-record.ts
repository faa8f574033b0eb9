// The listing ledgers' intermediary fields as a track record per institution. The ledger is a
// module's table; agency search may not import that module, so this one read names the table in
// SQL and is the only place outside the ledger that knows its JSON shape (broker, lawFirm,
// accountingFirm: { id?, name }). A ledger entry counts for an institution by its library id or,
// where only a name was typed, by the exact name.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

export const INTERMEDIARY_ROLES = ['broker', 'lawFirm', 'accountingFirm'] as const;
export type IntermediaryRole = (typeof INTERMEDIARY_ROLES)[number];

export type Served = {
  institutionId: string;
  enterpriseId: string;
  name: string;
  regionCode: string;
  role: IntermediaryRole;
  stage: string;
  board: string | null;
};

export async function servedBy(
  db: Database,
  institutions: readonly { id: string; name: string }[],
): Promise<Served[]> {
  if (institutions.length === 0) return [];
  const ids = institutions.map((i) => i.id);
  const names = institutions.map((i) => i.name);
  const result = await db.execute(sql`
    with wanted as (
      select * from unnest(${sql.param(ids)}::uuid[], ${sql.param(names)}::text[]) as w(id, name)
    ), roles as (
      select l.enterprise_id, l.region_code, l.stage, l.target_board, r.role, l.data -> r.role as who
      from listing_ledgers l
      cross join unnest(array['broker', 'lawFirm', 'accountingFirm']) as r(role)
      where l.data ? r.role
    )
    select w.id as "institutionId", r.enterprise_id as "enterpriseId", e.name, r.region_code as "regionCode",
      r.role, r.stage, r.target_board as board
    from roles r
    join wanted w on (r.who ->> 'id') = w.id::text or ((r.who ->> 'id') is null and (r.who ->> 'name') = w.name)
    join enterprises e on e.id = r.enterprise_id
    order by e.name`);
  return (result as unknown as { rows: Served[] }).rows;
}
