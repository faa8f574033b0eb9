// /investmentFinancing/informationNewAdd: the enterprise drafts a financing need (then submits it
// from the list or the need's page); an office records one for an enterprise of its region.
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../ui';
import { NeedForm } from './NeedForm';
import { useSaveNeed } from './queries';
import { NEED_PAGE, useSide } from './shared';

export default function NewNeedPage() {
  const { t } = useTranslation('financing');
  const navigate = useNavigate();
  const office = useSide() === 'office';
  const save = useSaveNeed();
  return (
    <Card
      title={t(office ? 'form.officeTitle' : 'form.createTitle')}
      extra={
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)}>
          {t('common.back')}
        </Button>
      }
    >
      <NeedForm
        forOffice={office}
        submitLabel={t(office ? 'form.publish' : 'form.saveDraft')}
        saving={save.isPending}
        onSave={(body) =>
          save.mutateAsync({ body }).then((need) => {
            toast.success(t('common.saved'));
            navigate(`${NEED_PAGE}?id=${need.id}`, { replace: true });
          })
        }
      />
    </Card>
  );
}
