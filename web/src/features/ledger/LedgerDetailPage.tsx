// /report/ledger/detail?id=: one enterprise's ledger for the government; its financial office
// corrects it here (the server says whether this caller may).
import { Button, Card, Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LedgerForm } from './LedgerForm';
import { LedgerHead } from './LedgerHead';
import { LedgerHistory } from './LedgerHistory';
import { useLedger } from './queries';

export default function LedgerDetailPage() {
  const { t } = useTranslation('ledger');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const id = search.get('id') ?? '';
  const ledger = useLedger(id);
  if (ledger.isLoading) return <Spin />;
  if (!ledger.data) return <Empty description={t('loadFailed')} />;
  const back = <Button onClick={() => navigate(-1)}>{t('detail.back')}</Button>;
  return (
    <>
      <Card
        title={t('detail.title', { name: ledger.data.enterpriseName })}
        extra={back}
        style={{ marginBottom: 16 }}
      >
        <LedgerHead view={ledger.data} />
        <LedgerForm view={ledger.data} enterpriseId={id} />
      </Card>
      <Card title={t('history.title')}>
        <LedgerHistory enterpriseId={id} />
      </Card>
    </>
  );
}
