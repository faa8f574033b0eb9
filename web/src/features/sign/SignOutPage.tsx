// /sign/out: end the server session, forget what the tab stored, and start over on the sign-in
// page with a full load so no state of the old session survives in memory.
import { BASE_PATH } from '@portal/contract';
import { Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { logout } from '../../api/sign';

export default function SignOutPage() {
  const { t } = useTranslation('pages');
  const started = useRef(false);
  useEffect(() => {
    // Effects run twice in development; one sign-out is enough.
    if (started.current) return;
    started.current = true;
    void logout()
      .catch(() => undefined)
      .finally(() => {
        sessionStorage.clear();
        window.location.assign(`${BASE_PATH}sign/in`);
      });
  }, []);
  return (
    <div style={{ padding: 96, textAlign: 'center' }}>
      <Spin size="large" description={t('signOut.progress')}>
        <div style={{ height: 48 }} />
      </Spin>
    </div>
  );
}
