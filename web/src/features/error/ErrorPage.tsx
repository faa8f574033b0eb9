// Error pages 401/403/404/500 with the messages of spec §8.
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export type ErrorStatus = 401 | 403 | 404 | 500;

// antd draws pictures for 403, 404 and 500; "must sign in" borrows the 403 one.
const PICTURE = { 401: '403', 403: '403', 404: '404', 500: '500' } as const;

export default function ErrorPage({ status }: { status: ErrorStatus }) {
  const { t } = useTranslation('pages');
  const navigate = useNavigate();
  const signIn = (
    <Button key="sign" type={status === 401 ? 'primary' : 'default'} onClick={() => navigate('/sign/in')}>
      {t('error.signIn')}
    </Button>
  );
  const home = (
    <Button key="home" type={status === 401 ? 'default' : 'primary'} onClick={() => navigate('/')}>
      {t('error.home')}
    </Button>
  );
  return (
    <Result
      status={PICTURE[status]}
      title={status}
      subTitle={t(`error.${status}`)}
      extra={status === 401 ? [signIn, home] : [home, signIn]}
    />
  );
}
