// Agency search: each intermediary's track record is computed at read time from the listing
// ledgers (platform/intermediaries), so it follows every ledger change. Counts are the province's;
// the served enterprises are named only within the caller's region (an office sees its subtree).

import type { PageQuery } from '@portal/contract';
import {
  AGENCY_IPO_CASES,
  type AgencyDetail,
  type AgencyRow,
  type AgencyType,
  type measureInput,
  type RegulatoryMeasure,
} from '@portal/contract/agency';
import type { z } from 'zod';
import type { Caller } from '../../platform/access/caller.ts';
import { inRegionScope, scopeOf } from '../../platform/access/region-scope.ts';
import type { AppContext } from '../../platform/context.ts';
import { NotFoundError } from '../../platform/http/errors.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { type IpoCaseRecord, ipoCasesOf, ipoCasesSource } from '../../platform/intermediaries/ipo-cases.ts';
import { type Served, servedBy } from '../../platform/intermediaries/track-record.ts';
import * as repo from './agency.repository.ts';

const MISSING = '机构不存在或不是中介机构';
const LISTED = 'ISSUED';

type MeasureRow = Awaited<ReturnType<typeof repo.measuresOf>>[number];
const toMeasure = (m: MeasureRow): RegulatoryMeasure => ({
  measureId: m.id,
  measure: m.measure,
  source: m.source,
  decidedOn: m.decidedOn,
  note: m.note,
});

const tally = (values: readonly string[]) => {
  const n = new Map<string, number>();
  for (const v of values) n.set(v, (n.get(v) ?? 0) + 1);
  return [...n].map(([key, c]) => ({ key, n: c })).sort((a, b) => b.n - a.n || a.key.localeCompare(b.key));
};

/** People the profile names: the person in charge, contacts, sponsor representatives. */
function peopleOf(data: Record<string, unknown> | null) {
  const out: { name: string; role: string }[] = [];
  const basic = (data?.basic ?? {}) as { legalRepresentative?: string };
  if (basic.legalRepresentative) out.push({ name: basic.legalRepresentative, role: '负责人' });
  for (const c of (Array.isArray(data?.contacts) ? data.contacts : []) as {
    name?: string;
    position?: string;
  }[])
    if (c.name) out.push({ name: c.name, role: c.position || '联系人' });
  const specific = (data?.specific ?? {}) as { sponsorRepresentatives?: { name?: string }[] };
  for (const s of specific.sponsorRepresentatives ?? [])
    if (s.name) out.push({ name: s.name, role: '保荐代表人' });
  return out;
}

export function createAgency(ctx: Pick<AppContext, 'db' | 'clock' | 'audit'>) {
  const { db, clock, audit } = ctx;

  const rowOf = (
    i: repo.InstitutionRow,
    served: Served[],
    measures: number,
    cases: IpoCaseRecord[],
  ): AgencyRow => {
    const mine = served.filter((s) => s.institutionId === i.id);
    const enterprises = new Set(mine.map((s) => s.enterpriseId));
    const listed = new Set(mine.filter((s) => s.stage === LISTED).map((s) => s.enterpriseId));
    return {
      institutionId: i.id,
      name: i.name,
      type: i.type as AgencyType,
      regionCode: i.regionCode,
      served: enterprises.size,
      listed: listed.size,
      measures,
      ipoCases: new Set(cases.filter((c) => c.institutionId === i.id).map((c) => c.companyName + c.board))
        .size,
    };
  };

  async function details(caller: Caller, ids: readonly string[]): Promise<AgencyDetail[]> {
    const rows = await repo.findMany(db, ids);
    if (rows.length !== new Set(ids).size) throw new NotFoundError(MISSING);
    const served = await servedBy(db, rows);
    const measures = await repo.measuresOf(db, ids);
    const cases = await ipoCasesOf(db, rows);
    const source = await ipoCasesSource(db);
    const scope = scopeOf(caller.user);
    return ids.map((id) => {
      const i = rows.find((r) => r.id === id)!;
      const mine = served.filter((s) => s.institutionId === id);
      const list = measures.filter((m) => m.institutionId === id);
      const ipo = cases.filter((c) => c.institutionId === id);
      return {
        ...rowOf(i, served, list.length, cases),
        introduction: i.introduction,
        byBoard: tally(mine.map((s) => s.board ?? 'UNKNOWN')),
        byStage: tally(mine.map((s) => s.stage)),
        enterprises: mine
          .filter((s) => inRegionScope(s.regionCode, scope))
          .map((s) => ({
            enterpriseId: s.enterpriseId,
            name: s.name,
            role: s.role,
            stage: s.stage,
            board: s.board,
          })),
        people: peopleOf(i.data),
        measureList: list.map(toMeasure),
        ipo: {
          source,
          byStatus: tally(ipo.map((c) => c.status)),
          byBoard: tally(ipo.map((c) => c.board)),
          cases: ipo.slice(0, AGENCY_IPO_CASES).map(({ institutionId: _, ...c }) => c),
        },
      };
    });
  }

  return {
    async search(query: PageQuery & { keyword?: string; type?: AgencyType }) {
      const { total, rows } = await repo.search(db, query, query.size, offsetOf(query));
      const served = await servedBy(db, rows);
      const measures = await repo.measuresOf(
        db,
        rows.map((r) => r.id),
      );
      const cases = await ipoCasesOf(db, rows);
      return toPage(
        rows.map((r) => rowOf(r, served, measures.filter((m) => m.institutionId === r.id).length, cases)),
        total,
        query,
      );
    },

    detail: async (caller: Caller, id: string) => (await details(caller, [id]))[0]!,
    compare: (caller: Caller, ids: string[]) => details(caller, [...new Set(ids)]),

    async addMeasure(id: string, input: z.output<typeof measureInput>, caller: Caller) {
      return db.transaction(async (tx) => {
        const [found] = await repo.findMany(tx, [id]);
        if (!found) throw new NotFoundError(MISSING);
        const row = await repo.insertMeasure(tx, {
          ...input,
          institutionId: id,
          createdBy: caller.user.id,
          createdAt: clock(),
        });
        await audit.by(
          caller,
          {
            action: 'agency.measureAdded',
            objectType: 'regulatory_measure',
            objectId: row.id,
            detail: { institution: found.name, measure: row.measure },
          },
          tx,
        );
        return toMeasure(row);
      });
    },

    async deleteMeasure(id: string, caller: Caller) {
      return db.transaction(async (tx) => {
        const row = await repo.deleteMeasure(tx, id);
        if (!row) throw new NotFoundError('监管措施不存在或已删除');
        await audit.by(
          caller,
          {
            action: 'agency.measureDeleted',
            objectType: 'regulatory_measure',
            objectId: id,
            detail: { measure: row.measure },
          },
          tx,
        );
        return { measureId: id };
      });
    },
  };
}
