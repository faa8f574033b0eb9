// A deterministic reserve pool for the demo (issue 10 §4): clearly fictional enterprises spread over
// the province's cities and counties, each with a ledger at some stage of the road. The same seed
// gives the same pool every time; dates are counted back from the seeding day, so some ledgers
// stand past their statutory limits as a real pool would.
import {
  creditCodeCheckChar,
  type Grade,
  orgCodeCheckChar,
  TARGET_BOARDS,
  type TargetBoard,
} from '@portal/contract';
import type { LedgerData, LedgerStage } from '@portal/contract/ledger';
import { addDays } from '../ledger.road.ts';

/** Deterministic pseudo-random numbers (mulberry32). */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, pick, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}
export type Random = ReturnType<typeof random>;

const WORDS = ['星', '澜', '岳', '麓', '禾', '湘', '沅', '衡', '韶', '楚', '芙', '橘', '潇', '澧', '雁'];
const TRADES = [
  '智能装备',
  '新材料',
  '生物医药',
  '电子科技',
  '软件',
  '新能源',
  '食品',
  '环保科技',
  '精密制造',
  '农业科技',
];
const BROKERS = ['示例证券', '演示证券', '样本证券'];
const LAW_FIRMS = ['示例律师事务所', '演示律师事务所'];
const ACCOUNTANTS = ['示例会计师事务所', '演示会计师事务所'];
const BUREAUS = ['中国证监会湖南监管局', '中国证监会示例监管局'];
const GRADE_BY_STAGE: Partial<Record<LedgerStage, Grade[]>> = {
  RESERVE: ['NORMAL_SEED'],
  REFORM: ['SILVER_SEED'],
  TUTORING_FILED: ['TUTORING'],
  TUTORING_ACCEPTED: ['GOLDEN_SEED', 'TUTORING'],
  FILED: ['IN_REVIEW'],
};
const A_SHARE_STAGES: LedgerStage[] = [
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
const OVERSEAS_STAGES: LedgerStage[] = [
  'RESERVE',
  'REFORM',
  'OVERSEAS_FILED',
  'OVERSEAS_FILING_DONE',
  'LISTED',
];

export function makeCreditCode(regionCode: string, serial: number): string {
  const body8 = `L${String(serial).padStart(7, '0')}`;
  const first17 = `91${regionCode}${body8}${orgCodeCheckChar(body8)}`;
  return first17 + creditCodeCheckChar(first17);
}

/**
 * A ledger that has reached `stage`, its dates laid forward with plausible gaps and then moved so
 * the last one falls 0–240 days before today.
 */
export function ledgerAt(
  stage: LedgerStage,
  board: TargetBoard | undefined,
  r: Random,
  today: string,
): LedgerData {
  const overseas = board === 'OVERSEAS';
  const road = overseas ? OVERSEAS_STAGES : A_SHARE_STAGES;
  const upTo = road.indexOf(stage);
  let day = '2000-01-01';
  const dates: Record<string, string> = {};
  const inquiries: Array<{ issuedOn: string; repliedOn?: string }> = [];
  const step = (key: string, min: number, max: number) => {
    day = addDays(day, r.int(min, max));
    dates[key] = day;
  };
  for (const s of road.slice(0, upTo + 1)) {
    if (s === 'RESERVE') dates.reserveOn = day;
    if (s === 'REFORM') step('reformOn', 60, 300);
    if (s === 'TUTORING_FILED') step('tutoringFiledOn', 30, 200);
    // Now and then a tutoring accepted too soon, a filing accepted late: the board flags them.
    if (s === 'TUTORING_ACCEPTED') step('tutoringAcceptedOn', r.next() < 0.08 ? 60 : 95, 200);
    if (s === 'FILED') step('filedOn', 20, 300);
    if (s === 'ACCEPTED') step('acceptedOn', 1, r.next() < 0.1 ? 12 : 6);
    if (s === 'INQUIRY') {
      const rounds = r.int(1, 3);
      for (let i = 0; i < rounds; i++) {
        day = addDays(day, r.int(15, 30));
        const issuedOn = day;
        const last = i === rounds - 1 && upTo === road.indexOf('INQUIRY');
        if (last && r.next() < 0.5) inquiries.push({ issuedOn });
        else {
          day = addDays(day, r.int(20, 60));
          inquiries.push({ issuedOn, repliedOn: day });
        }
      }
    }
    if (s === 'COMMITTEE') step('committeeOn', 15, 40);
    if (s === 'REGISTRATION_SUBMITTED') step('registrationSubmittedOn', 10, 30);
    if (s === 'REGISTERED') step('registrationDecidedOn', 5, 30);
    if (s === 'ISSUED') step('issuedOn', 10, 30);
    if (s === 'OVERSEAS_FILED') step('overseasFiledOn', 30, 200);
    if (s === 'OVERSEAS_FILING_DONE') step('overseasCompletedOn', 40, 120);
    if (s === 'LISTED') step('listedOn', 5, 20);
  }
  const shift =
    Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / 86_400_000) -
    r.int(0, 240);
  const moved = (d: string) => addDays(d, shift);
  const l: Record<string, unknown> = { targetBoard: board, sponsorRepresentatives: [], problems: [] };
  for (const [k, v] of Object.entries(dates)) l[k] = moved(v);
  l.inquiries = inquiries.map((q) => ({
    issuedOn: moved(q.issuedOn),
    ...(q.repliedOn ? { repliedOn: moved(q.repliedOn) } : {}),
  }));
  if (dates.committeeOn) l.committeeResult = r.next() < 0.8 ? 'PASSED' : 'CONDITIONAL';
  if (dates.registrationDecidedOn) l.registrationResult = 'EFFECTIVE';
  if (dates.tutoringFiledOn) {
    l.tutoringBureau = r.pick(BUREAUS);
    l.sponsorRepresentatives = [`${r.pick(['王', '李', '周'])}某`, `${r.pick(['赵', '陈', '吴'])}某`];
  }
  if (upTo >= 2) {
    l.broker = { name: r.pick(BROKERS) };
    l.lawFirm = { name: r.pick(LAW_FIRMS) };
    l.accountingFirm = { name: r.pick(ACCOUNTANTS) };
  }
  if (dates.listedOn) {
    l.stockCode = overseas ? `0${r.int(1000, 9999)}.HK` : String(r.int(600000, 688999));
    l.fundsRaised = String(r.int(30_000, 150_000));
  }
  if (r.next() < 0.3)
    l.problems = [r.pick(['用地手续办理', '历史沿革股权确认', '环保验收', '社保公积金缴纳证明'])];
  return l as LedgerData;
}

export type PoolEnterprise = {
  serial: number;
  name: string;
  creditCode: string;
  regionCode: string;
  industryCodePath: string;
  grades: Grade[];
  ledger: LedgerData;
  /** A side state laid over the road (applied after the stage's dates). */
  side: 'SUSPENDED' | 'TERMINATED' | null;
};

export function reservePool(
  count: number,
  places: { regions: { code: string; name: string }[]; industries: string[] },
  today: string,
  seed = 2026,
): PoolEnterprise[] {
  const r = random(seed);
  const out: PoolEnterprise[] = [];
  const names = new Set<string>();
  for (let i = 1; i <= count; i++) {
    const region = places.regions[(i - 1) % places.regions.length]!;
    const overseas = r.next() < 0.1;
    const board: TargetBoard | undefined = overseas
      ? 'OVERSEAS'
      : r.next() < 0.85
        ? r.pick(TARGET_BOARDS.filter((b) => b !== 'OVERSEAS'))
        : undefined;
    const road = overseas ? OVERSEAS_STAGES : A_SHARE_STAGES;
    // Every stage is met: the first pass walks the road in order, then stages are picked at random.
    const stage = i <= road.length && !overseas ? road[i - 1]! : r.pick(road);
    const ledger = ledgerAt(stage, board, r, today);
    let side: PoolEnterprise['side'] = null;
    const roll = r.next();
    const last = Object.entries(ledger)
      .filter(([k, v]) => k.endsWith('On') && typeof v === 'string')
      .map(([, v]) => v as string)
      .sort()
      .at(-1);
    if (stage !== 'LISTED' && stage !== 'RESERVE' && last && last < today) {
      if (roll < 0.07) {
        side = 'SUSPENDED';
        ledger.suspendedOn = addDays(last, 1) > today ? today : addDays(last, 1);
        ledger.suspensionReason = r.next() < 0.7 ? 'FINANCIAL_UPDATE' : 'OTHER';
      } else if (roll < 0.11) {
        side = 'TERMINATED';
        ledger.terminatedOn = addDays(last, 1) > today ? today : addDays(last, 1);
        ledger.terminationReason = r.next() < 0.6 ? 'WITHDRAWN' : 'REFUSED';
      }
    }
    let name = `（演示）${region.name.slice(0, 2)}${r.pick(WORDS)}${r.pick(WORDS)}${r.pick(TRADES)}有限公司`;
    if (names.has(name)) name = name.replace('有限公司', `${i}号有限公司`);
    names.add(name);
    out.push({
      serial: i,
      name,
      creditCode: makeCreditCode(region.code, i),
      regionCode: region.code,
      industryCodePath: r.pick(places.industries),
      grades: GRADE_BY_STAGE[stage] ?? (overseas ? ['OVERSEAS'] : ['IN_REVIEW']),
      ledger,
      side,
    });
  }
  return out;
}
