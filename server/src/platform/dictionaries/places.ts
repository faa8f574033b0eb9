// The province the portal serves and the demo city and county inside it, read from the regions.
import { and, asc, eq } from 'drizzle-orm';
import { ConfigError } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { regions } from '../../db/schema/index.ts';

export type Place = { code: string; name: string };
export type DemoPlaces = { province: Place; city: Place; county: Place };

/** Hunan keeps its capital as the demo city; elsewhere the first city and its first county. */
const PREFERRED_CITY: Record<string, string> = { '430000': '430100' };

export async function findProvince(db: Database, provinceCode: string): Promise<Place> {
  const [province] = await db
    .select({ code: regions.code, name: regions.name })
    .from(regions)
    .where(and(eq(regions.code, provinceCode), eq(regions.level, 1)));
  if (!province)
    throw new ConfigError(`Invalid configuration: PROVINCE_CODE ${provinceCode} is not a province`);
  return province;
}

async function firstChild(db: Database, parentCode: string, preferred?: string): Promise<Place | undefined> {
  const children = await db
    .select({ code: regions.code, name: regions.name })
    .from(regions)
    .where(eq(regions.parentCode, parentCode))
    .orderBy(asc(regions.code));
  return children.find((c) => c.code === preferred) ?? children[0];
}

export async function findDemoPlaces(db: Database, provinceCode: string): Promise<DemoPlaces> {
  const province = await findProvince(db, provinceCode);
  const city = await firstChild(db, province.code, PREFERRED_CITY[province.code]);
  const county = city && (await firstChild(db, city.code));
  // A city without counties (东莞市) stands in for its own county.
  return { province, city: city ?? province, county: county ?? city ?? province };
}

/** 湖南省 → 湖南, 广西壮族自治区 → 广西, 长沙市 → 长沙: the short form used in organisation names. */
export function shortName(name: string): string {
  const special = ['内蒙古', '广西', '西藏', '宁夏', '新疆'].find((s) => name.startsWith(s));
  if (special) return special;
  return name.length > 2 ? name.replace(/(省|市|地区|自治州|盟|自治县|县|区)$/, '') : name;
}
