// The listing ledger (issue 10 §1): an enterprise keeps its own, its financial office corrects the
// ledgers of its region. Every change, its field-by-field history row, the profile's coarse stage
// and target board, and the audit row commit in one transaction.
import { keyOrderOf, type PageQuery } from '@portal/contract';
import {
  COARSE_STAGE,
  LEDGER_LIMITS,
  LEDGER_STAGES,
  LEDGER_STATUSES,
  type LedgerBoard,
  type LedgerData,
  type LedgerFilters,
  type LedgerListQuery,
  type LedgerProblemInput,
  type LedgerRow,
  type LedgerView,
  ledgerInput,
} from '@portal/contract/ledger';
import type { Database } from '../../db/client.ts';
import type { Caller } from '../../platform/access/caller.ts';
import { inRegionScope, regionPrefix } from '../../platform/access/region-scope.ts';
import { chinaDay } from '../../platform/china-time.ts';
import type { AppContext } from '../../platform/context.ts';
import { claimConversion } from '../../platform/conversions/conversions.ts';
import {
  ConflictError,
  type ErrorDetail,
  NotFoundError,
  ValidationError,
} from '../../platform/http/errors.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { findLibraryEntries } from '../../platform/orgs/orgs.repository.ts';
import { diffProfiles } from '../../platform/profile-versions/diff.ts';
import { type LedgerScope, ledgerScopeOf, writeScopeOf } from './ledger.policy.ts';
import * as repo from './ledger.repository.ts';
import { daysBetween, derive, flagsOf } from './ledger.road.ts';

const MISSING = '企业不存在或不在您的管辖范围内';
const NO_RECORD = '请先填写企业信息，再维护上市台账';
const STALE = '上市台账已被他人修改，请刷新后再编辑';
export const KEY_ORDER = keyOrderOf(ledgerInput);
const EMPTY: LedgerData = ledgerInput.parse({});
/** The form's cap on the list of problems needing coordination (contract ledgerInput). */
const PROBLEMS_MAX = 20;

/** Every date the ledger records is of something that happened: none after today. */
export function futureDates(l: LedgerData, today: string): ErrorDetail[] {
  const out: ErrorDetail[] = [];
  for (const [key, value] of Object.entries(l))
    if (key.endsWith('On') && typeof value === 'string' && value > today)
      out.push({ path: key, message: '不能晚于今天' });
  l.inquiries.forEach((r, i) => {
    if (r.issuedOn > today) out.push({ path: `inquiries.${i}.issuedOn`, message: '不能晚于今天' });
    if (r.repliedOn && r.repliedOn > today)
      out.push({ path: `inquiries.${i}.repliedOn`, message: '不能晚于今天' });
  });
  return out;
}

export type SaveOptions = { source: 'FORM' | 'IMPORT'; db?: Database };

export function createLedgerService(ctx: AppContext) {
  const { db, clock, audit, config } = ctx;
  const today = () => chinaDay(clock());

  function viewOf(row: repo.HeadRow, canEdit: boolean): LedgerView {
    const data = row.ledger?.data ?? EMPTY;
    const derived = derive(data, today());
    return {
      enterpriseId: row.enterpriseId,
      enterpriseName: row.name,
      regionCode: row.regionCode,
      regionName: row.regionName,
      grades: row.grades,
      version: row.ledger?.version ?? 0,
      stage: derived.stage,
      status: derived.status,
      ledger: data,
      flags: flagsOf(data, today()),
      updatedAt: row.ledger?.updatedAt.toISOString() ?? null,
      abilities: { edit: canEdit },
    };
  }

  const canWrite = (caller: Caller) => writeScopeOf(caller.user).kind !== 'none';

  async function mine(caller: Caller) {
    const row = await repo.findHeadByOrg(db, caller.org.id);
    if (!row) throw new NotFoundError(NO_RECORD);
    return row;
  }

  async function inScope(caller: Caller, id: string) {
    const row = await repo.findHead(db, ledgerScopeOf(caller.user), id);
    if (!row) throw new NotFoundError(MISSING);
    return row;
  }

  /** Library picks keep their id only when the library has it; the name comes from the library. */
  async function withLibraryNames(tx: Database, l: LedgerData): Promise<LedgerData> {
    const roles = ['broker', 'lawFirm', 'accountingFirm'] as const;
    const ids = roles.flatMap((r) => (l[r]?.id ? [l[r]!.id!] : []));
    if (ids.length === 0) return l;
    const found = new Map((await findLibraryEntries(tx, ids)).map((e) => [e.id, e.name]));
    const problems = roles.filter((r) => l[r]?.id && !found.has(l[r]!.id!));
    if (problems.length)
      throw new ValidationError(problems.map((r) => ({ path: `${r}.id`, message: '机构库中没有该机构' })));
    const out = { ...l };
    for (const r of roles) if (l[r]?.id) out[r] = { id: l[r]!.id, name: found.get(l[r]!.id!)! };
    return out;
  }

  /**
   * One change of one ledger inside `tx` (already holding the enterprise's lock): version check,
   * dates checked against today, history row, the profile's columns, the audit row.
   */
  async function apply(
    tx: Database,
    caller: Caller,
    row: repo.HeadRow,
    version: number,
    input: LedgerData,
    source: 'FORM' | 'IMPORT',
  ): Promise<boolean> {
    const current = row.ledger?.version ?? 0;
    if (version !== current) throw new ConflictError(STALE);
    const day = today();
    const future = futureDates(input, day);
    const named = (details: ErrorDetail[]) => details.map((d) => ({ ...d, path: `ledger.${d.path}` }));
    if (future.length) throw new ValidationError(source === 'FORM' ? named(future) : future);
    const data = await withLibraryNames(tx, input).catch((error: unknown) => {
      throw error instanceof ValidationError && source === 'FORM'
        ? new ValidationError(named(error.details ?? []))
        : error;
    });
    const changes = diffProfiles(row.ledger?.data ?? null, data, KEY_ORDER);
    if (row.ledger && changes.length === 0) return false;
    const now = clock();
    const derived = derive(data, day);
    await repo.writeLedger(tx, {
      enterpriseId: row.enterpriseId,
      regionCode: row.regionCode,
      version: current + 1,
      data,
      derived,
      now,
    });
    await repo.syncEnterprise(tx, row.enterpriseId, COARSE_STAGE[derived.stage], derived.targetBoard);
    await repo.insertChange(tx, {
      enterpriseId: row.enterpriseId,
      version: current + 1,
      source,
      changes,
      actorUserId: caller.user.id,
      actorOrgId: caller.org.id,
      at: now,
    });
    await audit.by(
      caller,
      {
        action: source === 'IMPORT' ? 'ledger.imported' : 'ledger.updated',
        objectType: 'enterprise',
        objectId: row.enterpriseId,
        detail: { version: current + 1, stage: derived.stage, fields: changes.length },
      },
      tx,
    );
    return true;
  }

  async function save(caller: Caller, scope: LedgerScope, id: string, version: number, input: LedgerData) {
    await db.transaction(async (tx) => {
      if (!(await repo.lockEnterprise(tx, scope, id))) throw new NotFoundError(MISSING);
      const row = await repo.findHead(tx, scope, id);
      if (!row) throw new NotFoundError(MISSING);
      await apply(tx, caller, row, version, input, 'FORM');
    });
  }

  /** The board's region: the caller's own, or one inside it (else 404, like any id out of scope). */
  function homeOf(caller: Caller): string {
    const scope = ledgerScopeOf(caller.user);
    const home =
      scope.kind === 'region' ? scope.regionCode : scope.kind === 'all' ? config.provinceCode : null;
    if (!home) throw new NotFoundError(MISSING);
    return home;
  }

  function boardRegion(caller: Caller, filters: LedgerFilters): string {
    const home = homeOf(caller);
    const wanted = filters.regionCode ?? home;
    if (!inRegionScope(wanted, home)) throw new NotFoundError('地区不在您的管辖范围内');
    return wanted;
  }

  /** 430102 → 430100 → 430000, while still inside the caller's home region. */
  function parentOf(caller: Caller, code: string): string | null {
    const prefix = regionPrefix(code);
    if (prefix.length <= 2) return null;
    const parent = prefix.slice(0, -2).padEnd(6, '0');
    return inRegionScope(parent, homeOf(caller)) && parent !== code ? parent : null;
  }

  return {
    apply,
    viewOf,
    today,

    async my(caller: Caller) {
      return viewOf(await mine(caller), true);
    },

    async saveMy(caller: Caller, body: { version: number; ledger: LedgerData }) {
      const row = await mine(caller);
      await save(caller, { kind: 'own', orgId: caller.org.id }, row.enterpriseId, body.version, body.ledger);
      return viewOf(await mine(caller), true);
    },

    async one(caller: Caller, id: string) {
      const row = await inScope(caller, id);
      return viewOf(row, canWrite(caller) && caller.org.type === 'FINANCIAL');
    },

    async save(caller: Caller, id: string, body: { version: number; ledger: LedgerData }) {
      const scope = writeScopeOf(caller.user);
      if (scope.kind !== 'region') throw new NotFoundError(MISSING);
      await save(caller, scope, id, body.version, body.ledger);
      return viewOf(await inScope(caller, id), true);
    },

    /**
     * Appends one problem needing coordination (e.g. from a sentiment item) as an ordinary FORM
     * change of the current version: same checks, history row and audit row as the form's.
     */
    async addProblem(caller: Caller, id: string, input: LedgerProblemInput) {
      const scope = writeScopeOf(caller.user);
      if (scope.kind !== 'region') throw new NotFoundError(MISSING);
      await db.transaction(async (tx) => {
        if (!(await repo.lockEnterprise(tx, scope, id))) throw new NotFoundError(MISSING);
        const row = await repo.findHead(tx, scope, id);
        if (!row) throw new NotFoundError(MISSING);
        const data = row.ledger?.data ?? EMPTY;
        const text = input.text.trim();
        if (data.problems.length >= PROBLEMS_MAX)
          throw new ValidationError([{ path: 'text', message: `台账最多记录 ${PROBLEMS_MAX} 条待协调问题` }]);
        if (data.problems.includes(text)) throw new ConflictError('台账中已有这条问题');
        if (input.source) {
          const source = await ctx.conversionSources.check(tx, caller, input.source, row.orgId);
          await claimConversion(tx, {
            source,
            target: 'ledger',
            targetId: id,
            userId: caller.user.id,
            at: clock(),
          });
        }
        const next = { ...data, problems: [...data.problems, text] };
        await apply(tx, caller, row, row.ledger?.version ?? 0, next, 'FORM');
      });
      return viewOf(await inScope(caller, id), true);
    },

    async history(caller: Caller, id: string | null, q: PageQuery) {
      const row = id ? await inScope(caller, id) : await mine(caller);
      const { total, rows } = await repo.historyPage(db, row.enterpriseId, q.size, offsetOf(q));
      const items = rows.map((r) => ({
        version: r.version,
        at: r.at.toISOString(),
        source: r.source,
        actor: r.actorName ? { name: r.actorName, orgName: r.actorOrgName ?? '' } : null,
        changes: r.changes,
      }));
      return toPage(items, total, q);
    },

    async board(caller: Caller, filters: LedgerFilters): Promise<LedgerBoard> {
      const scope = ledgerScopeOf(caller.user);
      const code = boardRegion(caller, filters);
      const f = { ...filters, regionCode: code };
      const day = today();
      const childLength = regionPrefix(code).length < 6 ? regionPrefix(code).length + 2 : null;
      const groups = await repo.boardGroups(db, scope, f, childLength, day, LEDGER_LIMITS);
      const byStage = new Map<string, number>();
      const byStatus = new Map<string, number>();
      const byLimit = LEDGER_LIMITS.map(() => 0);
      let total = 0;
      let flagged = 0;
      const children = new Map<string, { total: number; flagged: number; stages: Record<string, number> }>();
      for (const g of groups) {
        total += g.count;
        flagged += g.flagged;
        byStage.set(g.stage, (byStage.get(g.stage) ?? 0) + g.count);
        byStatus.set(g.status, (byStatus.get(g.status) ?? 0) + g.count);
        g.limits.forEach((n, i) => {
          byLimit[i]! += Number(n);
        });
        if (childLength === null) continue;
        const key = g.child.padEnd(6, '0');
        const c = children.get(key) ?? { total: 0, flagged: 0, stages: {} };
        c.total += g.count;
        c.flagged += g.flagged;
        const coarse = COARSE_STAGE[g.stage];
        c.stages[coarse] = (c.stages[coarse] ?? 0) + g.count;
        children.set(key, c);
      }
      const parent = parentOf(caller, code);
      const names = await repo.regionNames(db, [code, ...(parent ? [parent] : []), ...children.keys()]);
      return {
        region: { code, name: names.get(code) ?? code },
        parent: parent ? { code: parent, name: names.get(parent) ?? parent } : null,
        total,
        flagged,
        stages: LEDGER_STAGES.map((stage) => ({ stage, count: byStage.get(stage) ?? 0 })),
        statuses: LEDGER_STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
        limits: LEDGER_LIMITS.map((limit, i) => ({ limit, count: byLimit[i] ?? 0 })),
        regions: [...children.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          // Enterprises registered at the city itself form their own row (本级), not a county.
          .map(([c, v]) => ({
            code: c,
            name: c === code ? `${names.get(c) ?? c}（本级）` : (names.get(c) ?? c),
            ...v,
          })),
      };
    },

    async list(caller: Caller, q: LedgerListQuery) {
      const scope = ledgerScopeOf(caller.user);
      if (q.regionCode) boardRegion(caller, q);
      const day = today();
      const { total, rows } = await repo.listPage(db, scope, q, day, q.size, offsetOf(q));
      return toPage(
        rows.map((r) => rowOf(r, day)),
        total,
        q,
      );
    },

    boardRegion,
    scopeOf: (caller: Caller) => ledgerScopeOf(caller.user),
  };
}

export function rowOf(r: repo.HeadRow, day: string): LedgerRow {
  const data = r.ledger?.data ?? EMPTY;
  const derived = derive(data, day);
  return {
    enterpriseId: r.enterpriseId,
    name: r.name,
    regionCode: r.regionCode,
    regionName: r.regionName,
    grades: r.grades,
    targetBoard: derived.targetBoard,
    stage: derived.stage,
    status: derived.status,
    stageSince: derived.stageSince,
    daysInStage: derived.stageSince ? daysBetween(derived.stageSince, day) : null,
    flags: flagsOf(data, day),
    updatedAt: (r.ledger?.updatedAt ?? new Date(0)).toISOString(),
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
