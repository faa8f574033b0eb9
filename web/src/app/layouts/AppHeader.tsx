// The console header (spec §2): title from the server, the navigation table filtered by the
// rules of §6, the language switch, the notice bell and the user dropdown.
import { BellOutlined, DownOutlined, UserOutlined } from '@ant-design/icons';
import { HEADER_ITEMS, headerItemVisible, userMenuItems } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Badge, Dropdown, Layout, Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { headerIndexFor, storeHeaderIndex } from '../../session/navigation';
import { type OrgInfo, viewerOf } from '../../session/orgInfo';
import { useSiteTitle } from '../../session/siteQueries';
import { noticeCountQuery } from '../notices';
import { LanguageSwitch } from './LanguageSwitch';

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
  const navigate = useNavigate();
  const viewer = viewerOf(info);
  const title = useSiteTitle().data?.title || t('app.fallbackTitle');
  const selected = headerIndexFor(pathname);

  const tabs = HEADER_ITEMS.flatMap((item, index) =>
    TAB_KEYS.has(item.key) && headerItemVisible(item.key, viewer)
      ? [{ key: String(index), label: <Link to={item.path}>{t(`header.${item.key}`)}</Link> }]
      : [],
  );
  const userItems = userMenuItems(viewer).map((key) => ({ key, label: t(`header.${key}`) }));

  return (
    <Layout.Header className="app-header">
      <Link to="/" className="app-header__title">
        {title}
      </Link>
      <Menu
        className="app-header__nav"
        mode="horizontal"
        theme="dark"
        items={tabs}
        selectedKeys={selected === null ? [] : [String(selected)]}
        onClick={({ key }) => storeHeaderIndex(Number(key))}
      />
      <div className="app-header__tools">
        <LanguageSwitch />
        {headerItemVisible('notices', viewer) && <NoticeBell />}
        <Dropdown
          menu={{
            items: userItems,
            onClick: ({ key }) => navigate(USER_MENU_TARGET[key as keyof typeof USER_MENU_TARGET]),
          }}
          trigger={['click']}
        >
          <button
            type="button"
            className="app-header__user"
            aria-label={`${info.name} ${t('header.userMenu')}`}
          >
            <UserOutlined /> {info.name} <DownOutlined />
          </button>
        </Dropdown>
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
      <Badge count={count} size="small" overflowCount={99}>
        <BellOutlined />
      </Badge>
    </Link>
  );
}

export { LanguageSwitch };
