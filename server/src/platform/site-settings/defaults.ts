// Header and footer texts for the configured province; set once, then maintained by administrators.
import type { Database } from '../../db/client.ts';
import { siteSettings } from '../../db/schema/index.ts';
import type { Place } from '../dictionaries/places.ts';

// The one-character province abbreviations used in ICP filing numbers.
const ICP_PREFIX: Record<string, string> = {
  '11': '京',
  '12': '津',
  '13': '冀',
  '14': '晋',
  '15': '蒙',
  '21': '辽',
  '22': '吉',
  '23': '黑',
  '31': '沪',
  '32': '苏',
  '33': '浙',
  '34': '皖',
  '35': '闽',
  '36': '赣',
  '37': '鲁',
  '41': '豫',
  '42': '鄂',
  '43': '湘',
  '44': '粤',
  '45': '桂',
  '46': '琼',
  '50': '渝',
  '51': '蜀',
  '52': '黔',
  '53': '滇',
  '54': '藏',
  '61': '陕',
  '62': '陇',
  '63': '青',
  '64': '宁',
  '65': '新',
};

export const SETTING_KEYS = ['title', 'pageTitle', 'copyright', 'phone', 'icp'] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

export function defaultSettings(province: Place, now: Date): Record<SettingKey, string> {
  const prefix = ICP_PREFIX[province.code.slice(0, 2)] ?? '京';
  return {
    title: `${province.name}企业上市综合服务平台`,
    pageTitle: '企业上市政务服务云',
    copyright: `© ${now.getFullYear()} ${province.name}地方金融管理局 版权所有`,
    phone: province.code === '430000' ? '0731-89992026' : '12345',
    icp: `${prefix}ICP备20260001号-1`,
  };
}

export async function seedSettings(db: Database, province: Place, now: Date): Promise<void> {
  const values = Object.entries(defaultSettings(province, now)).map(([key, value]) => ({
    key,
    value,
    updatedAt: now,
  }));
  await db.insert(siteSettings).values(values).onConflictDoNothing();
}
