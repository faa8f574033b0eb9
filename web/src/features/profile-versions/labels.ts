// Labels and displayed values of profile fields, for views and for the differences of history.
import type { TFunction } from 'i18next';
import type { Namer } from './dictionary';

/** "basic.name" → 企业名称; "financials.2024.revenue" → 2024 年营业收入; "contacts.1.mobile" → 联系人 1 手机. */
export function pathLabel(path: string, t: TFunction<'enterprise'>): string {
  const parts = path.split('.');
  const field = (key: string) =>
    t(`fields.${key === 'name' && parts[0] === 'contacts' ? 'contactName' : key}`, key);
  if (parts[0] === 'financials' && parts.length === 3)
    return t('paths.financial', { year: parts[1], field: field(parts[2]!) });
  if (parts[0] === 'contacts' && parts.length === 3)
    return t('paths.contact', { n: parts[1], field: field(parts[2]!) });
  return field(parts[parts.length - 1]!);
}

/** A difference's value as people read it: names for codes, words for enumerations. */
export function pathValue(
  path: string,
  value: string | null,
  t: TFunction<'enterprise'>,
  names: Namer,
): string {
  if (value === null) return t('history.empty_value');
  const key = path.split('.').pop();
  switch (key) {
    case 'regionCode':
      return names.region(value);
    case 'industryCodePath':
      return names.industry(value);
    case 'strategicIndustryCode':
      return names.strategic(value);
    case 'stage':
      return t(`stage.${value}`, { ns: 'enums', defaultValue: value });
    case 'targetBoard':
      return t(`board.${value}`, { ns: 'enums', defaultValue: value });
    default:
      return value;
  }
}
