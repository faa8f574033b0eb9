// The ledger's home cards (issue 16): an enterprise's place on the road and its next step's
// statutory limit, an office's pipeline funnel, and an intermediary's client enterprises. Each
// counts with the same conditions as the page it links to (the board's list, the clients' list).

import { institutionGroupOf } from '@portal/contract';
import type { HomeCardData, HomeFigure, HomeItem, HomeText } from '@portal/contract/home-cards';
import { HOME_CARD_ITEMS } from '@portal/contract/home-cards';
import {
  LEDGER_STAGES,
  LEDGER_STATUSES,
  type LedgerData,
  type LedgerLimit,
  type LedgerStage,
  LIMIT_TERMS,
} from '@portal/contract/ledger';
import type { Caller } from '../../platform/access/caller.ts';
import { chinaDay } from '../../platform/china-time.ts';
import type { AppContext } from '../../platform/context.ts';
import type { HomeCardDefinition } from '../../platform/home-cards/home-cards.ts';
import * as home from './ledger.home.repository.ts';
import { ledgerScopeOf } from './ledger.policy.ts';
import { findHeadByOrg } from './ledger.repository.ts';
import { addMonths, daysBetween, flagsOf, limitsOf, stageOf, statusOf } from './ledger.road.ts';

const MY_LEDGER = '/report/ledger';
const BOARD = '/report/ledger/board';
const CLIENTS = '/intermediary/clients';

const A_SHARE_ROAD: readonly LedgerStage[] = [
  'RESERVE',
  'REFORM',
  'TUTORING_FILED',
  'TUTORING_ACCEPTED',
  'FILED',
  'ACCEPTED',
  'INQUIRY',
  'COMMITTEE',
  'REGISTRATION_SUBMITTED',
  'REGISTERED',
  'ISSUED',
  'LISTED',
];
const OVERSEAS_ROAD: readonly LedgerStage[] = [
  'RESERVE',
  'REFORM',
  'TUTORING_FILED',
  'TUTORING_ACCEPTED',
  'OVERSEAS_FILED',
  'OVERSEAS_FILING_DONE',
  'LISTED',
];

/** The step after the current stage (after a round of inquiry: the committee). */
export function nextStageOf(l: LedgerData, stage: LedgerStage): LedgerStage | null {
  const road = l.targetBoard === 'OVERSEAS' ? OVERSEAS_ROAD : A_SHARE_ROAD;
  const at = road.indexOf(stage);
  if (stage === 'ACCEPTED') return l.inquiries.length ? 'COMMITTEE' : 'INQUIRY';
  return at >= 0 && at < road.length - 1 ? road[at + 1]! : null;
}

type NextLimit = { limit: LedgerLimit; day: string; earliest: boolean; passed: boolean };

/**
 * The limit the next step answers to: tutoring's minimum (the earliest acceptance) while tutoring
 * runs, else the earliest running limit of the board (ledger.road.ts), passed or not.
 */
export function nextLimitOf(l: LedgerData, stage: LedgerStage, today: string): NextLimit | null {
  if (statusOf(l) !== 'ACTIVE') return null;
  if (stage === 'TUTORING_FILED' && l.tutoringFiledOn)
    return {
      limit: 'TUTORING_MIN',
      day: addMonths(l.tutoringFiledOn, LIMIT_TERMS.tutoringMinMonths),
      earliest: true,
      passed: false,
    };
  const running = limitsOf(l, today)
    .filter((f) => f.open)
    .sort((a, b) => a.dueOn.localeCompare(b.dueOn))[0];
  return running
    ? { limit: running.limit, day: running.dueOn, earliest: false, passed: running.passed }
    : null;
}

const stageText = (stage: LedgerStage): HomeText => ({ enum: 'ledgerStage', value: stage });

async function road(ctx: AppContext, caller: Caller): Promise<HomeCardData> {
  const row = await findHeadByOrg(ctx.db, caller.org.id);
  const data = row?.ledger?.data;
  if (!data) return { figures: [], items: [], more: MY_LEDGER, summary: null };
  const today = chinaDay(ctx.clock());
  const { stage, since } = stageOf(data);
  const status = statusOf(data);
  const flags = flagsOf(data, today);
  const figures: HomeFigure[] = [
    {
      key: 'flags',
      value: flags.length,
      href: MY_LEDGER,
      tone: flags.length ? 'danger' : 'success',
    },
  ];
  if (since) figures.unshift({ key: 'daysInStage', value: daysBetween(since, today), href: MY_LEDGER });
  const items: HomeItem[] = [
    {
      id: 'current',
      title: stageText(stage),
      tag: status === 'ACTIVE' ? { key: 'current' } : { enum: 'ledgerStatus', value: status },
      tone: status === 'ACTIVE' ? 'normal' : 'warning',
      date: since,
      dateLabel: { key: 'since' },
      href: MY_LEDGER,
    },
  ];
  const next = status === 'ACTIVE' ? nextStageOf(data, stage) : null;
  const limit = next ? nextLimitOf(data, stage, today) : null;
  if (next)
    items.push({
      id: 'next',
      title: stageText(next),
      tag: { key: limit?.passed ? 'overdue' : 'next' },
      tone: limit?.passed ? 'danger' : limit ? 'warning' : 'normal',
      date: limit?.day ?? null,
      dateLabel: limit ? { key: limit.earliest ? 'earliest' : 'dueBy' } : undefined,
      href: MY_LEDGER,
    });
  let summary: HomeText | null = null;
  if (status === 'SUSPENDED') summary = { key: 'summary.SUSPENDED', args: { day: data.suspendedOn ?? '' } };
  else if (status === 'TERMINATED')
    // Ended by a date, or by the committee's or the CSRC's refusal on the day it was decided.
    summary = {
      key: 'summary.TERMINATED',
      args: { day: data.terminatedOn ?? data.registrationDecidedOn ?? data.committeeOn ?? '' },
    };
  else if (stage === 'LISTED') summary = { key: 'summary.LISTED', args: { day: since ?? '' } };
  else if (limit)
    summary = { key: `summary.${limit.passed ? 'past' : 'limit'}.${limit.limit}`, args: { day: limit.day } };
  return { figures, items, more: MY_LEDGER, summary };
}

const boardLink = (params: Record<string, string>) => `${BOARD}?${new URLSearchParams(params)}`;

async function pipeline(ctx: AppContext, caller: Caller): Promise<HomeCardData> {
  const today = chinaDay(ctx.clock());
  const groups = await home.pipelineCounts(ctx.db, ledgerScopeOf(caller.user), today);
  const active = new Map<string, number>();
  const side = new Map<string, number>();
  let flagged = 0;
  for (const g of groups) {
    flagged += g.flagged;
    if (g.status === 'ACTIVE') active.set(g.stage, (active.get(g.stage) ?? 0) + g.count);
    else side.set(g.status, (side.get(g.status) ?? 0) + g.count);
  }
  const figures: HomeFigure[] = LEDGER_STAGES.map((stage) => ({
    key: stage,
    label: stageText(stage),
    value: active.get(stage) ?? 0,
    href: boardLink({ stage, status: 'ACTIVE' }),
  }));
  for (const status of LEDGER_STATUSES.filter((s) => s !== 'ACTIVE')) {
    const value = side.get(status) ?? 0;
    figures.push({
      key: status,
      label: { enum: 'ledgerStatus', value: status },
      value,
      href: boardLink({ status }),
      tone: value ? 'warning' : 'normal',
    });
  }
  figures.push({
    key: 'flagged',
    value: flagged,
    href: boardLink({ flagged: 'true' }),
    tone: flagged ? 'danger' : 'success',
  });
  return { figures, items: [], more: BOARD, summary: null };
}

const clientsLink = (params: Record<string, string>) => `${CLIENTS}?${new URLSearchParams(params)}`;

async function clients(ctx: AppContext, caller: Caller): Promise<HomeCardData> {
  const institution = await home.institutionOf(ctx.db, caller.org.id);
  const [counts, page] = await Promise.all([
    home.clientCounts(ctx.db, institution),
    home.clientPage(ctx.db, institution, {}, HOME_CARD_ITEMS, 0),
  ]);
  const byStage = new Map<string, number>();
  for (const c of counts) byStage.set(c.stage, (byStage.get(c.stage) ?? 0) + c.count);
  const figures: HomeFigure[] = [
    { key: 'total', value: page.total, href: CLIENTS },
    ...LEDGER_STAGES.filter((s) => byStage.has(s)).map((stage) => ({
      key: stage,
      label: stageText(stage),
      value: byStage.get(stage)!,
      href: clientsLink({ stage }),
    })),
  ];
  const items: HomeItem[] = page.rows.map((r) => ({
    id: r.enterpriseId,
    title: { text: r.name },
    tag: stageText(r.stage),
    tone: r.status === 'ACTIVE' ? 'normal' : 'warning',
    date: r.stageSince,
    dateLabel: { key: 'since' },
    href: clientsLink({ stage: r.stage }),
  }));
  return { figures: page.total ? figures : [], items, more: CLIENTS, summary: null };
}

export const ledgerHomeCards: HomeCardDefinition[] = [
  { name: 'road', path: MY_LEDGER, order: 10, load: (ctx) => (caller) => road(ctx, caller) },
  {
    name: 'pipeline',
    path: BOARD,
    order: 60,
    shows: (caller) => caller.org.type === 'FINANCIAL',
    load: (ctx) => (caller) => pipeline(ctx, caller),
  },
  {
    name: 'clients',
    path: CLIENTS,
    order: 20,
    shows: (caller) => institutionGroupOf(caller.org.type) === 'intermediary',
    load: (ctx) => (caller) => clients(ctx, caller),
  },
];
