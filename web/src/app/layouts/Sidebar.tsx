// The role's sidebar from the contract tables (spec §6). Entries are real links: a route of
// this app, a full page load ('full') or an outside site in a new window ('blank').
import { isGroup, type MenuItem, sidebarFor, type Viewer } from '@portal/contract';
import { Menu, type MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { entryLink, menuText } from '../../session/menu';

type Items = NonNullable<MenuProps['items']>;

function toItems(t: TFunction, items: readonly MenuItem[]): Items {
  return items.map((item) =>
    isGroup(item)
      ? { key: `group:${item.key}`, label: menuText(t, item), children: toItems(t, item.children) }
      : { key: item.path, label: entryLink(t, item) },
  );
}

export function Sidebar({ viewer }: { viewer: Viewer }) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: labels follow the language
  const tree = useMemo(() => sidebarFor(viewer), [JSON.stringify(viewer)]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: labels follow the language
  const items = useMemo(() => toItems(t, tree), [tree, t, i18n.language]);
  const owner = tree.find((item) => isGroup(item) && item.children.some((c) => c.path === pathname));
  const [openKeys, setOpenKeys] = useState<string[]>([]);

  // The group holding the current page opens by itself; the user's other choices stay.
  useEffect(() => {
    if (owner && isGroup(owner)) {
      const key = `group:${owner.key}`;
      setOpenKeys((keys) => (keys.includes(key) ? keys : [...keys, key]));
    }
  }, [owner]);

  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={[pathname]}
      openKeys={openKeys}
      onOpenChange={setOpenKeys}
      className="app-sidebar"
      style={{ borderInlineEnd: 'none' }}
    />
  );
}
