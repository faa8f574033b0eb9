// Breadcrumb from the matched route records (spec §2); nothing when no record carries a trail.
import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { handleOf } from '../../session/handle';
import { menuText } from '../../session/menu';

export function Breadcrumbs() {
  const { t } = useTranslation();
  const crumbs = useMatches().flatMap((match) => handleOf(match).crumbs ?? []);
  if (crumbs.length === 0) return null;
  return (
    <Breadcrumb
      className="app-breadcrumb"
      items={crumbs.map((crumb, i) => ({ key: `${i}:${crumb.label}`, title: menuText(t, crumb) }))}
    />
  );
}
