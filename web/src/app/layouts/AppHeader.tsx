// The console header (spec §2): title from the server, the navigation table filtered by the
// rules of §6, the language switch, the notice bell and the user menu. Plain links and elements,
// not antd's Menu, Dropdown and Badge: the header is in every console page's first load, and
// those three with their overflow, trigger and motion machinery were a seventh of it (issue 15 §2).
import { BellOutlined } from '@ant-design/icons';
import { HEADER_ITEMS, headerItemVisible, userMenuItems } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { headerIndexFor, storeHeaderIndex } from '../../session/navigation';
import { type OrgInfo, viewerOf } from '../../session/orgInfo';
import { useSiteTitle } from '../../session/siteQueries';
import { noticeCountQuery } from '../notices';
import { LanguageSwitch } from './LanguageSwitch';
import { UserMenu } from './UserMenu';

/** Items drawn as tabs; notices, personal centre and exit sit at the right. */
const TAB_KEYS = new Set(['home', 'government', 'professional', 'data', 'management', 'portal']);

const USER_MENU_TARGET = {
  profile: '/profile/attribute',
  management: '/management/mangementMenuList/list',
  exit: '/sign/out',
} as const;

export function AppHeader({ info }: { info: OrgInfo }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const viewer = viewerOf(info);
  const title = useSiteTitle().data?.title || t('app.fallbackTitle');
  const selected = headerIndexFor(pathname);

  const tabs = HEADER_ITEMS.flatMap((item, index) =>
    TAB_KEYS.has(item.key) && headerItemVisible(item.key, viewer) ? [{ ...item, index }] : [],
  );
  const userItems = userMenuItems(viewer).map((key) => ({
    key,
    label: t(`header.${key}`),
    to: USER_MENU_TARGET[key],
  }));

  return (
    <Layout.Header className="app-header">
      <Link to="/" className="app-header__title">
        {title}
      </Link>
      <nav className="app-header__nav" aria-label={t('header.navigation')}>
        <ul>
          {tabs.map((item) => (
            <li key={item.key}>
              <Link
                to={item.path}
                aria-current={item.index === selected ? 'page' : undefined}
                onClick={() => storeHeaderIndex(item.index)}
              >
                {t(`header.${item.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="app-header__tools">
        <LanguageSwitch />
        {headerItemVisible('notices', viewer) && <NoticeBell />}
        <UserMenu label={`${info.name} ${t('header.userMenu')}`} name={info.name} items={userItems} />
      </div>
    </Layout.Header>
  );
}

export function NoticeBell() {
  const { t } = useTranslation();
  const count = useQuery(noticeCountQuery).data?.count ?? 0;
  return (
    <Link
      to="/notice/list"
      className="app-header__bell"
      title={t('header.notices')}
      aria-label={t('header.unread', { count })}
    >
      <BellOutlined />
      {count > 0 && (
        <span className="app-header__badge" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}

export { LanguageSwitch };
