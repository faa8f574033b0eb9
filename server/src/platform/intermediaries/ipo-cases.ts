// The national IPO cases (the IPO-data feature's imported dataset) as a track record per
// institution: the cases that name it as sponsor, law firm or accountant. Like track-record.ts for
// the ledgers, this one read names the feature's tables in SQL, because agency search may not
// import that module. Only the active import of the cases dataset counts, and its source and as-of
// date travel with the figures. A case names an institution by name only, so names are compared
// without white space and with full-width brackets made half-width — nothing looser: a similar
// name is not the same firm.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

export const IPO_CASE_ROLES = ['sponsor', 'lawFirm', 'accountant'] as const;
export type IpoCaseRole = (typeof IPO_CASE_ROLES)[number];

export type IpoCaseRecord = {
  institutionId: string;
  role: IpoCaseRole;
  companyName: string;
  board: string;
  status: string;
  acceptedOn: string;
};
export type IpoCasesSource = { name: string; asOf: string; synthetic: boolean };

const normalised = (column: ReturnType<typeof sql>) =>
  sql`translate(regexp_replace(${column}, '\\s', '', 'g'), '（）', '()')`;

/** The active cases dataset's source, or null when none was imported. */
export async function ipoCasesSource(db: Database): Promise<IpoCasesSource | null> {
  const result = await db.execute(sql`
    select source_name as name, as_of::text as "asOf", synthetic
    from dataset_imports where dataset = 'IPO_CASES' and active limit 1`);
  return ((result as unknown as { rows: IpoCasesSource[] }).rows[0] ?? null) as IpoCasesSource | null;
}

/** Every case of the active dataset naming one of these institutions, newest accepted first. */
export async function ipoCasesOf(
  db: Database,
  institutions: readonly { id: string; name: string }[],
): Promise<IpoCaseRecord[]> {
  if (institutions.length === 0) return [];
  const ids = institutions.map((i) => i.id);
  const names = institutions.map((i) => i.name);
  const result = await db.execute(sql`
    with wanted as (
      select id, ${normalised(sql`name`)} as name
      from unnest(${sql.param(ids)}::uuid[], ${sql.param(names)}::text[]) as w(id, name)
    )
    select w.id as "institutionId", r.role, c.company_name as "companyName", c.board, c.status,
      c.accepted_on::text as "acceptedOn"
    from ipo_cases c
    join dataset_imports i on i.id = c.import_id and i.dataset = 'IPO_CASES' and i.active
    cross join lateral (values ('sponsor', c.sponsor), ('lawFirm', c.law_firm), ('accountant', c.accountant))
      as r(role, name)
    join wanted w on w.name = ${normalised(sql`r.name`)}
    order by c.accepted_on desc, c.company_name`);
  return (result as unknown as { rows: IpoCaseRecord[] }).rows;
}
