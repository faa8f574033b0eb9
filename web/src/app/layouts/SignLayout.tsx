// Sign-in layout (spec §2): a banner with the three captions beside the form.
import { AuditOutlined, RocketOutlined, TeamOutlined } from '@ant-design/icons';
import { Card } from 'antd';
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
        <Card className="sign-layout__card">
          <Outlet />
        </Card>
      </main>
      <AppFooter className="app-footer--dark" />
    </div>
  );
}
