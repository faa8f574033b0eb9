// /report/ledger: an enterprise keeps its own listing ledger; its changes are listed below.
import { Button, Card, Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../api/client';
import { LedgerForm } from './LedgerForm';
import { LedgerHead } from './LedgerHead';
import { LedgerHistory } from './LedgerHistory';
import { useLedger } from './queries';

export default function MyLedgerPage() {
  const { t } = useTranslation('ledger');
  const ledger = useLedger(null);
  if (ledger.isLoading) return <Spin />;
  if (ledger.error instanceof ApiError && ledger.error.status === 404)
    return (
      <Card title={t('my.title')}>
        <Empty description={t('my.noRecord')}>
          <Link to="/company/router">
            <Button type="primary">{t('my.toProfile')}</Button>
          </Link>
        </Empty>
      </Card>
    );
  if (!ledger.data) return <Empty description={t('loadFailed')} />;
  return (
    <>
      <Card title={t('my.title')} style={{ marginBottom: 16 }}>
        <LedgerHead view={ledger.data} />
        <LedgerForm view={ledger.data} enterpriseId={null} />
      </Card>
      <Card title={t('history.title')}>
        <LedgerHistory enterpriseId={null} />
      </Card>
    </>
  );
}
