// /training/enroll/detail?id=: one enrolment for its office, with a link to its review.
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Rate, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { goBack } from '../../session/navigation';
import { formatMinute } from '../../ui/time';
import { EnrolmentStatusTag } from './parts';
import { useEnrolment } from './queries';

export default function EnrolmentDetailPage() {
  const { t } = useTranslation('training');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const enrolment = useEnrolment(search.get('id'));
  if (!search.get('id') || enrolment.isError)
    return <Result status="404" subTitle={t('enrolmentDetail.notFound')} />;
  const e = enrolment.data;
  return (
    <Card
      title={t('enrolmentDetail.title')}
      extra={
        <Button
          icon={<ArrowLeftOutlined />}
          onClick={() => goBack(navigate) || navigate('/training/enroll/list')}
        >
          {t('detail.back')}
        </Button>
      }
    >
      {!e ? (
        <Skeleton active />
      ) : (
        <Descriptions column={2} bordered size="small">
          <Descriptions.Item label={t('enrolmentDetail.training')} span={2}>
            <Link to={`/training/detail?id=${e.trainingId}`}>{e.trainingTitle}</Link>（
            {formatMinute(e.startsAt)}）
          </Descriptions.Item>
          <Descriptions.Item label={t('enrolmentDetail.org')}>{e.orgName}</Descriptions.Item>
          <Descriptions.Item label={t('enrolmentDetail.person')}>
            {e.name} · {e.mobile} {e.position && `· ${e.position}`}
          </Descriptions.Item>
          <Descriptions.Item label={t('enrolmentDetail.status')}>
            <EnrolmentStatusTag status={e.status} position={e.waitingPosition} />
          </Descriptions.Item>
          <Descriptions.Item label={t('enrolmentDetail.createdAt')}>
            {formatMinute(e.createdAt)}
          </Descriptions.Item>
          <Descriptions.Item label={t('enrolmentDetail.attendedAt')}>
            {e.attendedAt ? formatMinute(e.attendedAt) : t('enrolmentDetail.notAttended')}
          </Descriptions.Item>
          <Descriptions.Item label={t('enrolmentDetail.feedback')}>
            {e.feedback ? (
              <>
                <Rate disabled value={e.feedback.rating} /> {e.feedback.comment}
              </>
            ) : (
              t('enrolmentDetail.none')
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('enrolmentDetail.review')} span={2}>
            {e.workflowInstanceId ? (
              <Link to={`/workflow/approval?id=${e.workflowInstanceId}`}>{t('enrolments.review')}</Link>
            ) : (
              t('enrolmentDetail.none')
            )}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}
