// /workflow/approval, /workflow/handle and /workflow/transfer?id=…: one instance on a page of its
// own — where inbox notices link; handle and transfer open that action's form at once.
import { Button, Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { goBack, previousRoute } from '../../session/navigation';
import { WorkflowDetail } from './WorkflowDetail';

export default function WorkflowDetailPage() {
  const { t } = useTranslation('workflow');
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const id = search.get('id');
  const preferred = pathname.endsWith('/handle')
    ? 'handle'
    : pathname.endsWith('/transfer')
      ? 'transfer'
      : undefined;
  return (
    <Card
      title={t('detail.title')}
      extra={previousRoute() && <Button onClick={() => goBack(navigate)}>{t('detail.back')}</Button>}
    >
      {id ? (
        <WorkflowDetail id={id} preferredAction={preferred} />
      ) : (
        <Empty description={t('detail.loadFailed')} />
      )}
    </Card>
  );
}
