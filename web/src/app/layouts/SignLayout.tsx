// Sign-in layout (spec §2): a banner with the three captions beside the form. No antd of its own:
// the sign-in page is plain too, and the pages that use antd (registration, password reset) bring
// it with them (routes.tsx).
import { AuditOutlined, RocketOutlined, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useSiteTitle } from '../../session/siteQueries';
import { AppFooter } from './AppFooter';

const CAPTIONS = [
  { key: 'training', icon: <TeamOutlined /> },
  { key: 'greenChannel', icon: <RocketOutlined /> },
  { key: 'ledger', icon: <AuditOutlined /> },
] as const;

export function SignLayout() {
  const { t } = useTranslation();
  const title = useSiteTitle().data?.title || t('sign.bannerTitle');
  return (
    <div className="sign-layout">
      <main className="sign-layout__main">
        <section className="sign-layout__banner" aria-label={title}>
          <h1>{title}</h1>
          <ul>
            {CAPTIONS.map(({ key, icon }) => (
              <li key={key}>
                <span className="sign-layout__icon">{icon}</span>
                {t(`sign.banner.${key}`)}
              </li>
            ))}
          </ul>
        </section>
        <div className="sign-layout__card">
          <Outlet />
        </div>
      </main>
      <AppFooter className="app-footer--dark" />
    </div>
  );
}
