// /sign/out: end the server session, forget what the tab stored, and start over on the sign-in
// page with a full load so no state of the old session survives in memory. Reached from our own
// menus (an in-app navigation) it signs out at once; reached by loading the address — a link on
// another site, or in published content — it asks first, so nobody is signed out by a link.
import { BASE_PATH } from '@portal/contract';
import { Button, Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { logout } from '../../api/sign';

export default function SignOutPage() {
  const { t } = useTranslation('pages');
  const location = useLocation();
  const navigate = useNavigate();
  // React Router keys the first location of a page load 'default'; in-app navigations get a key.
  const [confirmed, setConfirmed] = useState(location.key !== 'default');
  const started = useRef(false);
  useEffect(() => {
    // Effects run twice in development; one sign-out is enough.
    if (!confirmed || started.current) return;
    started.current = true;
    void logout()
      .catch(() => undefined)
      .finally(() => {
        sessionStorage.clear();
        window.location.assign(`${BASE_PATH}sign/in`);
      });
  }, [confirmed]);
  if (!confirmed)
    return (
      <Result
        status="warning"
        title={t('signOut.confirm')}
        extra={[
          <Button key="out" type="primary" onClick={() => setConfirmed(true)}>
            {t('signOut.proceed')}
          </Button>,
          <Button key="stay" onClick={() => navigate('/', { replace: true })}>
            {t('signOut.stay')}
          </Button>,
        ]}
      />
    );
  return (
    <div style={{ padding: 96, textAlign: 'center' }}>
      <Spin size="large" description={t('signOut.progress')}>
        <div style={{ height: 48 }} />
      </Spin>
    </div>
  );
}
