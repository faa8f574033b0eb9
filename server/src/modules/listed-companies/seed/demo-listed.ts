// Demo listed companies and their indicators: synthetic rows that only fill the screens, stored as
// versions marked synthetic so every page says 示例数据. Cities are the regions dictionary's, so
// whichever province the portal serves has its map filled. The benchmark uses the same generator.
import {
  EXCHANGE_OF_BOARD,
  LISTED_BOARDS,
  type ListedBoard,
  PROVINCES,
} from '@portal/contract/listed-companies';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { regions } from '../../../db/schema/index.ts';
import { chinaDay } from '../../../platform/china-time.ts';
import { seedDataset } from '../../../platform/datasets/index.ts';
import {
  LISTED_COMPANIES,
  LISTED_FINANCIALS,
  type ListedCompanyValues,
  type ListedFinancialValues,
} from '../listed-companies.datasets.ts';

const INDUSTRIES = [
  '计算机、通信和其他电子设备制造业',
  '专用设备制造业',
  '医药制造业',
  '化学原料和化学制品制造业',
  '软件和信息技术服务业',
  '电气机械和器材制造业',
  '通用设备制造业',
  '汽车制造业',
  '有色金属冶炼和压延加工业',
  '批发业',
];
/** Rough weights so the demo map has a shape; not published figures. */
const WEIGHT: Record<string, number> = {
  '440000': 9,
  '330000': 7,
  '320000': 7,
  '110000': 5,
  '310000': 5,
  '370000': 3,
  '430000': 3,
};
const BOARD_START: Record<ListedBoard, number> = {
  SSE_MAIN: 600000,
  STAR: 688000,
  SZSE_MAIN: 1,
  CHINEXT: 300000,
  BSE: 830000,
};

/** A small seeded generator, so demo and benchmark data are the same on every run. */
export function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d;

export type GeneratedListed = { companies: ListedCompanyValues[]; financials: ListedFinancialValues[] };

/** `count` companies over the provinces (cities from `citiesOf`), with `years` years of indicators to `lastYear`. */
export function generateListed(
  count: number,
  years: number,
  lastYear: number,
  citiesOf: (province: string) => string[],
  seed = 13,
): GeneratedListed {
  const rnd = random(seed);
  const mainland = PROVINCES.filter(([code]) => Number(code) < 710000);
  const pool = mainland.flatMap(([code]) => Array(WEIGHT[code] ?? 1).fill(code) as string[]);
  const next: Record<ListedBoard, number> = { ...BOARD_START };
  const companies: ListedCompanyValues[] = [];
  const financials: ListedFinancialValues[] = [];
  for (let i = 0; i < count; i++) {
    const province = pool[Math.floor(rnd() * pool.length)]!;
    const cities = citiesOf(province);
    const board = LISTED_BOARDS[Math.floor(rnd() * LISTED_BOARDS.length)]!;
    const code = String(next[board]++).padStart(6, '0');
    const industry = INDUSTRIES[Math.floor(rnd() * INDUSTRIES.length)]!;
    const listedYear = lastYear - Math.floor(rnd() ** 1.5 * 30);
    const month = String(1 + Math.floor(rnd() * 12)).padStart(2, '0');
    const scale = Math.exp(rnd() * 5); // 1–150
    companies.push({
      stockCode: code,
      name: `示例${industry.slice(0, 2)}${i + 1}号`,
      exchange: EXCHANGE_OF_BOARD[board],
      board,
      province,
      city: cities.length > 0 ? cities[Math.floor(rnd() * cities.length)]! : '',
      industry,
      listedOn: `${listedYear}-${month}-15`,
      marketValue: round(scale * (2 + rnd() * 8)),
    });
    for (let y = lastYear - years + 1; y <= lastYear; y++) {
      if (y < listedYear - 3) continue;
      const revenue = round(scale * (5 + rnd() * 10) * (1 + (y - lastYear) * 0.04));
      const netProfit = round(revenue * (rnd() * 0.25 - 0.05));
      financials.push({
        stockCode: code,
        year: y,
        revenue,
        netProfit,
        roe: round(rnd() * 25 - 5),
        rdRatio: round(rnd() * 12),
        totalAssets: round(revenue * (1.2 + rnd() * 2)),
      });
    }
  }
  return { companies, financials };
}

/** Every province's cities from the regions dictionary (seeded before any demo data). */
export async function citiesByProvince(db: Database) {
  const rows = await db
    .select({ code: regions.code, name: regions.name, parent: regions.parentCode })
    .from(regions)
    .where(eq(regions.level, 2));
  const out = new Map<string, string[]>();
  for (const r of rows) if (r.parent) out.set(r.parent, [...(out.get(r.parent) ?? []), r.name]);
  return (province: string) => out.get(province) ?? [];
}

export async function seedDemoListed(db: Database, now: Date) {
  const asOf = chinaDay(now);
  const data = generateListed(400, 5, Number(asOf.slice(0, 4)) - 1, await citiesByProvince(db));
  const sourceName = '示例数据（演示用，非真实行情）';
  const meta = { sourceName, asOf, synthetic: true, importedAt: now };
  await seedDataset(db, LISTED_COMPANIES, data.companies, meta);
  await seedDataset(db, LISTED_FINANCIALS, data.financials, meta);
}
