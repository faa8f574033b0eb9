// Public portal layout (spec §2 "Portal header"): a fixed header with the tabs and links and a
// fixed footer. The chosen tab is kept in sessionStorage; register and sign-in links are hidden
// once organisation info is stored.
import { BASE_PATH, PORTAL_TABS, type PortalTab, portalTabTarget } from '@portal/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { storedPortalTab, storePortalTab } from '../../session/navigation';
import { readOrgInfo } from '../../session/orgInfo';
import { useSiteTitle } from '../../session/siteQueries';
import { useStored } from '../../session/useStored';
import { ensureSession } from '../session';
import { AppFooter } from './AppFooter';
import { LanguageSwitch } from './LanguageSwitch';

/** The tab the address shows, else the one chosen last. */
function activeTab(pathname: string, refName: string | null, stored: string | null): string {
  if (pathname === '/portal/listedCenter') return 'about';
  if (refName && PORTAL_TABS.some((tab) => tab.key === refName)) return refName;
  return stored ?? 'home';
}
const isSignedIn = () => readOrgInfo() !== null;

export function PortalLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const title = useSiteTitle().data?.title || t('portal.heroTitle');
  // sessionStorage is per tab: a portal page opened in a new tab asks the server once, so a
  // signed-in visitor does not see register and sign-in links.
  const stored = useStored(isSignedIn, false);
  const [checked, setChecked] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    void ensureSession().then((info) => live && setChecked(info !== null));
    return () => {
      live = false;
    };
  }, []);
  const signedIn = checked ?? stored;
  const active = activeTab(pathname, search.get('refName'), useStored(storedPortalTab, null));

  const choose = (tab: PortalTab) => {
    storePortalTab(tab.key);
    navigate(portalTabTarget(tab, search.get('params')));
  };

  const links = [
    { key: 'oa', href: BASE_PATH, full: true },
    ...(signedIn
      ? []
      : [
          { key: 'register', href: '/sign/pre-up' },
          { key: 'login', href: '/sign/in' },
        ]),
    { key: 'notices', href: '/portal/notice/list' },
    { key: 'profile', href: '/portal/profile/attribute' },
    { key: 'logout', href: '/sign/out' },
  ];

  return (
    <div className="portal-layout">
      <header className="portal-header">
        <Link to="/portal" className="portal-header__title">
          {title}
        </Link>
        <nav className="portal-header__tabs" aria-label={t('header.portal')}>
          {PORTAL_TABS.map((tab) => (
            <button
              key={tab.key}
              type="button"
              className={tab.key === active ? 'is-active' : undefined}
              aria-current={tab.key === active ? 'page' : undefined}
              onClick={() => choose(tab)}
            >
              {t(tab.label)}
            </button>
          ))}
        </nav>
        <div className="portal-header__links">
          {links.map((link) =>
            link.full ? (
              <a key={link.key} href={link.href}>
                {t(`portal.${link.key}`)}
              </a>
            ) : (
              <Link key={link.key} to={link.href}>
                {t(`portal.${link.key}`)}
              </Link>
            ),
          )}
          <LanguageSwitch />
        </div>
      </header>
      <main className="portal-layout__body">
        <Outlet />
      </main>
      <AppFooter className="portal-footer" />
    </div>
  );
}
