// The name a reader knows a feature by: its menu label (the statistics store route paths).
import {
  ADMIN_MENU,
  AUDITOR_MENU,
  isGroup,
  type MenuItem,
  ROLE_MENUS,
  SHARED_ROUTES,
} from '@portal/contract';
import type { TFunction } from 'i18next';
import { menuText } from '../../session/menu';

export function featureNames(t: TFunction): Record<string, string> {
  const names: Record<string, string> = { '/': t('header.home', { ns: 'shell' }) };
  const visit = (items: readonly MenuItem[]) => {
    for (const item of items) {
      if (isGroup(item)) visit(item.children);
      else names[item.path] ??= menuText(t, item);
    }
  };
  for (const items of [...Object.values(ROLE_MENUS), ADMIN_MENU, AUDITOR_MENU, SHARED_ROUTES]) visit(items);
  return names;
}
