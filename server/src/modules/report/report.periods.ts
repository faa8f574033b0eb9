// Periods of the cadenced kinds on China calendar days: a week runs Monday to Sunday (ISO week
// label), a month and a quarter their calendar span. A report is due a few working days after its
// period ends (platform/calendar counts China's holidays and make-up days).
import type { ReportCadence } from '@portal/contract/report';
import { addWorkingDays } from '../../platform/calendar/working-days.ts';

export type PeriodSpan = { label: string; startsOn: string; endsOn: string; dueOn: string };

/** Working days after the period's last day by which its report is due. */
export const DUE_AFTER: Record<Exclude<ReportCadence, 'AD_HOC'>, number> = {
  WEEKLY: 2,
  MONTHLY: 5,
  QUARTERLY: 10,
};

const iso = (d: Date) => d.toISOString().slice(0, 10);
const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const plusDays = (day: string, n: number) => iso(new Date(utc(day).getTime() + n * 86_400_000));
const pad = (n: number) => String(n).padStart(2, '0');

function isoWeekLabel(monday: string): string {
  // The ISO year is the year of the week's Thursday; week 1 is the week holding 4 January.
  const year = utc(plusDays(monday, 3)).getUTCFullYear();
  const jan4 = `${year}-01-04`;
  const week1 = utc(plusDays(jan4, -((utc(jan4).getUTCDay() + 6) % 7)));
  return `${year}-W${pad(1 + Math.round((utc(monday).getTime() - week1.getTime()) / (7 * 86_400_000)))}`;
}

/** The period of the cadence that contains `day`. */
export function periodOf(cadence: Exclude<ReportCadence, 'AD_HOC'>, day: string): PeriodSpan {
  const d = utc(day);
  let span: Omit<PeriodSpan, 'dueOn'>;
  if (cadence === 'WEEKLY') {
    const startsOn = plusDays(day, -((d.getUTCDay() + 6) % 7));
    span = { label: isoWeekLabel(startsOn), startsOn, endsOn: plusDays(startsOn, 6) };
  } else {
    const year = d.getUTCFullYear();
    const months = cadence === 'MONTHLY' ? 1 : 3;
    const first = Math.floor(d.getUTCMonth() / months) * months;
    const startsOn = `${year}-${pad(first + 1)}-01`;
    const endsOn = iso(new Date(Date.UTC(year, first + months, 0)));
    const label = cadence === 'MONTHLY' ? `${year}-${pad(first + 1)}` : `${year}-Q${first / 3 + 1}`;
    span = { label, startsOn, endsOn };
  }
  return { ...span, dueOn: addWorkingDays(span.endsOn, DUE_AFTER[cadence]) };
}

/** The periods of a cadence from the one containing `from` to the one containing `to`. */
export function periodsBetween(
  cadence: Exclude<ReportCadence, 'AD_HOC'>,
  from: string,
  to: string,
): PeriodSpan[] {
  const spans: PeriodSpan[] = [];
  for (let p = periodOf(cadence, from); p.startsOn <= to; p = periodOf(cadence, plusDays(p.endsOn, 1)))
    spans.push(p);
  return spans;
}
