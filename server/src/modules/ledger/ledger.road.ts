// Where a ledger stands on the road and which statutory limits it has passed (issue 10 §1), worked
// out from its dates alone, so a write stores the board's columns and a read shows the same flags.
import {
  type LedgerData,
  type LedgerFlag,
  type LedgerLimit,
  type LedgerStage,
  type LedgerStatus,
  LIMIT_TERMS,
} from '@portal/contract/ledger';
import { addWorkingDays } from '../../platform/calendar/working-days.ts';

const DAY_MS = 86_400_000;
const time = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const daysBetween = (from: string, to: string) => Math.round((time(to) - time(from)) / DAY_MS);
export const addDays = (day: string, n: number) => dayOf(time(day) + n * DAY_MS);

/** The same day n months later (the month's last day when it is shorter: 08-31 + 6 → 02-28). */
export function addMonths(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const months = y * 12 + (m - 1) + n;
  const year = Math.floor(months / 12);
  const month = (months % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

type Milestone = [LedgerStage, string | undefined];

function milestones(l: LedgerData): Milestone[] {
  const common: Milestone[] = [
    ['RESERVE', l.reserveOn],
    ['REFORM', l.reformOn],
    ['TUTORING_FILED', l.tutoringFiledOn],
    ['TUTORING_ACCEPTED', l.tutoringAcceptedOn],
  ];
  if (l.targetBoard === 'OVERSEAS')
    return [
      ...common,
      ['OVERSEAS_FILED', l.overseasFiledOn],
      ['OVERSEAS_FILING_DONE', l.overseasCompletedOn],
      ['LISTED', l.listedOn],
    ];
  return [
    ...common,
    ['FILED', l.filedOn],
    ['ACCEPTED', l.acceptedOn],
    ['INQUIRY', l.inquiries[0]?.issuedOn],
    ['COMMITTEE', l.committeeOn],
    ['REGISTRATION_SUBMITTED', l.registrationSubmittedOn],
    ['REGISTERED', l.registrationResult === 'EFFECTIVE' ? l.registrationDecidedOn : undefined],
    ['ISSUED', l.issuedOn],
    ['LISTED', l.listedOn],
  ];
}

export function stageOf(l: LedgerData): { stage: LedgerStage; since: string | null } {
  let found: { stage: LedgerStage; since: string | null } = { stage: 'RESERVE', since: null };
  for (const [stage, day] of milestones(l)) if (day) found = { stage, since: day };
  return found;
}

export function statusOf(l: LedgerData): LedgerStatus {
  const refused =
    l.committeeResult === 'FAILED' ||
    l.registrationResult === 'REFUSED' ||
    l.registrationResult === 'TERMINATED';
  if (l.terminatedOn || refused) return 'TERMINATED';
  if (l.suspendedOn && !l.resumedOn) return 'SUSPENDED';
  return 'ACTIVE';
}

/**
 * Each limit that applies: the day it falls due, and whether the step it waits for is still to
 * come (running) or came (done, late or early). A suspended or ended road runs no clock.
 */
export function limitsOf(l: LedgerData, today: string): Array<LedgerFlag & { passed: boolean }> {
  const out: Array<LedgerFlag & { passed: boolean }> = [];
  const running = statusOf(l) === 'ACTIVE' && !l.listedOn;
  const add = (limit: LedgerLimit, dueOn: string, doneOn: string | undefined) => {
    if (doneOn) out.push({ limit, dueOn, open: false, passed: doneOn > dueOn });
    else if (running) out.push({ limit, dueOn, open: true, passed: today > dueOn });
  };
  if (l.tutoringFiledOn && l.tutoringAcceptedOn) {
    // A minimum: the tutoring accepted too soon breaks it.
    const earliest = addMonths(l.tutoringFiledOn, LIMIT_TERMS.tutoringMinMonths);
    out.push({
      limit: 'TUTORING_MIN',
      dueOn: earliest,
      open: false,
      passed: l.tutoringAcceptedOn < earliest,
    });
  }
  const filing = l.targetBoard === 'OVERSEAS' ? l.overseasFiledOn : l.filedOn;
  if (l.tutoringAcceptedOn)
    add('TUTORING_VALIDITY', addMonths(l.tutoringAcceptedOn, LIMIT_TERMS.tutoringValidMonths), filing);
  if (l.targetBoard === 'OVERSEAS') return out;
  if (l.filedOn)
    add('ACCEPTANCE', addWorkingDays(l.filedOn, LIMIT_TERMS.acceptanceWorkingDays), l.acceptedOn);
  if (l.acceptedOn) reviewClocks(l, l.acceptedOn, today, running, out);
  if (l.registrationSubmittedOn)
    add(
      'REGISTRATION',
      addWorkingDays(l.registrationSubmittedOn, LIMIT_TERMS.registrationWorkingDays),
      l.registrationDecidedOn,
    );
  return out;
}

/** Days two spans [from, to) share. */
const overlap = (a: [string, string], b: [string, string]) => {
  const from = a[0] > b[0] ? a[0] : b[0];
  const to = a[1] < b[1] ? a[1] : b[1];
  return Math.max(0, daysBetween(from, to));
};

/**
 * The days of a suspension (中止) that fell within the exchange's review, so the clock does not
 * count them after the resumption either; days when a round was waiting for the reply are
 * already outside the exchange's clock and are not taken off twice.
 */
function suspendedReviewDays(l: LedgerData, acceptedOn: string, upTo: string): number {
  if (!l.suspendedOn || !l.resumedOn) return 0;
  const review: [string, string] = [acceptedOn, upTo];
  const suspension: [string, string] = [l.suspendedOn, l.resumedOn];
  let days = overlap(review, suspension);
  for (const r of l.inquiries) {
    const waiting: [string, string] = [r.issuedOn, r.repliedOn ?? upTo];
    const both: [string, string] = [
      waiting[0] > suspension[0] ? waiting[0] : suspension[0],
      waiting[1] < suspension[1] ? waiting[1] : suspension[1],
    ];
    if (both[0] < both[1]) days -= overlap(review, both);
  }
  return Math.max(0, days);
}

/**
 * The exchange's clock runs from acceptance to the committee except while a round of inquiry
 * waits for the company's reply; the replies have their own clock. Each has 3 months.
 */
function reviewClocks(
  l: LedgerData,
  acceptedOn: string,
  today: string,
  running: boolean,
  out: Array<LedgerFlag & { passed: boolean }>,
) {
  const end = l.committeeOn;
  const upTo = end ?? today;
  let replyDays = 0;
  let openRound: string | undefined;
  for (const r of l.inquiries) {
    if (r.repliedOn) replyDays += daysBetween(r.issuedOn, r.repliedOn);
    else {
      openRound = r.issuedOn;
      replyDays += Math.max(0, daysBetween(r.issuedOn, upTo));
    }
  }
  const exchangeAllowed = daysBetween(acceptedOn, addMonths(acceptedOn, LIMIT_TERMS.exchangeReviewMonths));
  const exchangeDue = addDays(
    acceptedOn,
    exchangeAllowed + replyDays + suspendedReviewDays(l, acceptedOn, upTo),
  );
  const firstRound = l.inquiries[0]?.issuedOn;
  const replyAllowed = firstRound
    ? daysBetween(firstRound, addMonths(firstRound, LIMIT_TERMS.repliesMonths))
    : 0;
  if (end) {
    out.push({ limit: 'EXCHANGE_REVIEW', dueOn: exchangeDue, open: false, passed: end > exchangeDue });
    if (firstRound)
      out.push({
        limit: 'REPLIES',
        dueOn: addDays(firstRound, replyAllowed),
        open: false,
        passed: replyDays > replyAllowed,
      });
    return;
  }
  if (!running) return;
  if (openRound) {
    const closed = replyDays - Math.max(0, daysBetween(openRound, upTo));
    const due = addDays(openRound, replyAllowed - closed);
    out.push({ limit: 'REPLIES', dueOn: due, open: true, passed: today > due });
  } else out.push({ limit: 'EXCHANGE_REVIEW', dueOn: exchangeDue, open: true, passed: today > exchangeDue });
}

/** The columns a write stores: stage, status, the earliest running due day, the limits broken. */
export function derive(l: LedgerData, today: string) {
  const { stage, since } = stageOf(l);
  const limits = limitsOf(l, today);
  const runningDue = limits.filter((f) => f.open).sort((a, b) => a.dueOn.localeCompare(b.dueOn))[0];
  return {
    stage,
    stageSince: since,
    status: statusOf(l),
    targetBoard: l.targetBoard ?? null,
    dueOn: runningDue?.dueOn ?? null,
    dueLimit: runningDue?.limit ?? null,
    broken: limits.filter((f) => !f.open && f.passed).map((f) => f.limit),
  };
}

/** The flags a page shows today: limits broken, and running ones past their day. */
export const flagsOf = (l: LedgerData, today: string): LedgerFlag[] =>
  limitsOf(l, today)
    .filter((f) => f.passed)
    .map(({ limit, dueOn, open }) => ({ limit, dueOn, open }));
