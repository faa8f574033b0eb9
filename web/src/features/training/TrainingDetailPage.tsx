// /training/detail (offices, member units) and /training/training/detail (enterprises): one
// training. An office sees its seats, code, attendance and feedback, with the enrolment list to
// mark present, and may cancel or export; the audience sees its own enrolments and acts on them.
import { ArrowLeftOutlined, DownloadOutlined } from '@ant-design/icons';
import { fileEndpoints } from '@portal/contract';
import type { OpenTraining, TrainingDetail } from '@portal/contract/training';
import { trainingEndpoints } from '@portal/contract/training';
import { Button, Card, Descriptions, Flex, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { downloadFrom, hrefOf } from '../../api/endpoint';
import { useSignedIn } from '../../session/handle';
import { goBack } from '../../session/navigation';
import { confirm, toast } from '../../ui';
import { RichTextView } from '../../ui/editor';
import { useEnumLabel } from '../../ui/enumLabel';
import { MyEnrolments } from './MyEnrolments';
import { OfficeEnrolments } from './OfficeEnrolments';
import { isOffice, Seats, TrainingStatusTag, timeSpan } from './parts';
import { useCancelTraining, useOpenTraining, useTraining } from './queries';

type Shared = TrainingDetail | OpenTraining;

function Facts({ training, extra }: { training: Shared; extra?: React.ReactNode }) {
  const { t } = useTranslation('training');
  return (
    <Descriptions column={2} bordered size="small">
      <Descriptions.Item label={t('detail.organiser')}>{training.organiser}</Descriptions.Item>
      <Descriptions.Item label={t('detail.coOrganisers')}>
        {training.coOrganisers.length
          ? training.coOrganisers.map((c) => (
              <Tag key={c.name}>{`${t(`enums:coOrganiserKind.${c.kind}`)} · ${c.name}`}</Tag>
            ))
          : '—'}
      </Descriptions.Item>
      <Descriptions.Item label={t('detail.time')}>
        {timeSpan(training.startsAt, training.endsAt)}
      </Descriptions.Item>
      <Descriptions.Item label={t('detail.enrolWindow')}>
        {timeSpan(training.enrolFrom, training.enrolUntil)}
      </Descriptions.Item>
      <Descriptions.Item label={training.mode === 'ONSITE' ? t('detail.place') : t('detail.link')}>
        {training.mode === 'ONSITE' ? (
          training.place
        ) : (
          <a href={training.link} target="_blank" rel="noreferrer">
            {training.link}
          </a>
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('detail.seats')}>
        <Seats training={training} />
      </Descriptions.Item>
      <Descriptions.Item label={t('detail.review')}>
        {t(`detail.reviewValue.${training.needsReview}`)}
      </Descriptions.Item>
      <Descriptions.Item label={t('detail.materials')}>
        {training.materials.length
          ? training.materials.map((m) => (
              <div key={m.fileId}>
                <a
                  href={hrefOf(fileEndpoints.read, { params: { id: m.fileId } })}
                  target="_blank"
                  rel="noreferrer"
                >
                  {m.name}
                </a>
                {m.public && <Tag style={{ marginLeft: 8 }}>{t('detail.publicMaterial')}</Tag>}
              </div>
            ))
          : '—'}
      </Descriptions.Item>
      {extra}
    </Descriptions>
  );
}

function OfficeView({ id }: { id: string }) {
  const { t } = useTranslation('training');
  const label = useEnumLabel();
  const navigate = useNavigate();
  const training = useTraining(id);
  const cancel = useCancelTraining();
  if (training.isError) return <Result status="404" subTitle={t('detail.notFound')} />;
  const data = training.data;
  if (!data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const audience = [
    ...data.audience.types.map((x) => label('orgType', x)),
    ...data.audience.grades.map((x) => label('grade', x)),
    ...data.audience.stages.map((x) => label('stage', x)),
  ];
  const askCancel = () =>
    confirm({
      content: t('detail.cancelConfirm', { title: data.title }),
      danger: true,
      onOk: () => cancel.mutateAsync(id).then(() => toast.success(t('detail.cancelled'))),
      onCancel: () => undefined,
    });
  return (
    <Flex vertical gap={16}>
      <Card
        title={
          <Space>
            {data.title}
            <TrainingStatusTag status={data.status} />
          </Space>
        }
        extra={
          <Space>
            {data.status !== 'CANCELLED' && (
              <Button onClick={() => navigate(`/training/training?id=${id}`)}>{t('list.edit')}</Button>
            )}
            {data.status !== 'CANCELLED' && (
              <Button danger onClick={askCancel}>
                {t('detail.cancelTraining')}
              </Button>
            )}
          </Space>
        }
      >
        <Facts
          training={data}
          extra={
            <>
              <Descriptions.Item label={t('detail.audience')}>
                {audience.length ? audience.map((a) => <Tag key={a}>{a}</Tag>) : t('detail.allAudience')}
                <Typography.Text type="secondary">{data.audience.regionNames.join('、')}</Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label={t('detail.signInCode')}>
                <Typography.Text strong copyable data-testid="sign-in-code">
                  {data.signInCode}
                </Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label={t('detail.attended')}>{data.attended}</Descriptions.Item>
              <Descriptions.Item label={t('detail.feedback')}>
                {t('detail.feedbackValue', {
                  count: data.feedback.count,
                  average: data.feedback.averageRating ?? '—',
                })}
              </Descriptions.Item>
            </>
          }
        />
        {data.content && (
          <>
            <Typography.Title level={5} style={{ marginTop: 16 }}>
              {t('detail.content')}
            </Typography.Title>
            <RichTextView html={data.content} />
          </>
        )}
      </Card>
      <Card
        title={t('detail.enrolments')}
        extra={
          <Button
            icon={<DownloadOutlined />}
            onClick={() =>
              void downloadFrom(
                trainingEndpoints.exportEnrolments,
                { query: { trainingId: id } },
                `${data.title}_报名.xlsx`,
              )
            }
          >
            {t('detail.export')}
          </Button>
        }
      >
        <OfficeEnrolments trainingId={id} />
      </Card>
    </Flex>
  );
}

function AudienceView({ id }: { id: string }) {
  const { t } = useTranslation('training');
  const training = useOpenTraining(id);
  if (training.isError) return <Result status="404" subTitle={t('detail.notFound')} />;
  const data = training.data;
  if (!data) return <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <Flex vertical gap={16}>
      <Card title={data.title}>
        <Facts training={data} />
        {data.content && (
          <>
            <Typography.Title level={5} style={{ marginTop: 16 }}>
              {t('detail.content')}
            </Typography.Title>
            <RichTextView html={data.content} />
          </>
        )}
      </Card>
      <Card title={t('detail.mine')}>
        <MyEnrolments training={data} />
      </Card>
    </Flex>
  );
}

export default function TrainingDetailPage() {
  const { t } = useTranslation('training');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const back = () => goBack(navigate) || navigate('/training/list');
  const id = search.get('id');
  const office = isOffice(useSignedIn().org.type);
  if (!id) return <Result status="404" subTitle={t('detail.notFound')} />;
  return (
    <Flex vertical gap={12}>
      <div>
        <Button icon={<ArrowLeftOutlined />} onClick={() => back()}>
          {t('detail.back')}
        </Button>
      </div>
      {office ? <OfficeView id={id} /> : <AudienceView id={id} />}
    </Flex>
  );
}
