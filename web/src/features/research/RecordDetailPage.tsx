// /research/record/detail?id=…: one visit record — facts, problems found, photos and attachments;
// the writing office edits or submits it while it is a draft or returned, and sees its review.
import { ArrowLeftOutlined, EditOutlined, SendOutlined } from '@ant-design/icons';
import type { RecordDetail } from '@portal/contract/research';
import { Alert, Button, Card, Descriptions, Flex, List, Result, Skeleton, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useSignedIn } from '../../session/handle';
import { confirm, toast } from '../../ui';
import { ConvertProblemModal } from '../problem';
import { WorkflowDetail } from '../workflow';
import { useFollowReview, useRecord, useSubmitRecord } from './api';
import { FileLinks } from './FilesField';
import { RecordStatusTag } from './tags';

export default function RecordDetailPage() {
  const { t } = useTranslation('research');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = search.get('id');
  const record = useRecord(id);
  const submit = useSubmitRecord();
  useFollowReview(record.data?.workflowInstanceId ?? null);
  if (!id || record.isError) return <Result status="404" subTitle={t('common.notFound')} />;
  if (record.isPending) return <Skeleton active paragraph={{ rows: 12 }} />;
  const r = record.data;
  const none = t('records.none');
  const askSubmit = () =>
    confirm({
      content: t('common.submit'),
      onOk: () => submit.mutateAsync(r.id).then(() => toast.success(t('common.submitted'))),
      onCancel: () => undefined,
    });
  return (
    <Flex vertical gap={16}>
      <Card
        title={`${r.enterprise} · ${r.visitDate}`}
        extra={
          <Space>
            <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/research/record/list')}>
              {t('common.back')}
            </Button>
            {r.abilities.edit && (
              <Button icon={<EditOutlined />} onClick={() => navigate(`/research/record/edit?id=${r.id}`)}>
                {t('common.edit')}
              </Button>
            )}
            {r.abilities.submit && (
              <Button type="primary" icon={<SendOutlined />} onClick={askSubmit} data-testid="record-submit">
                {t('common.submit')}
              </Button>
            )}
          </Space>
        }
      >
        <Descriptions
          bordered
          size="small"
          column={2}
          items={[
            { key: 'ent', label: t('records.enterprise'), children: r.enterprise },
            { key: 'status', label: t('common.status'), children: <RecordStatusTag status={r.status} /> },
            { key: 'office', label: t('records.office'), children: r.office },
            { key: 'date', label: t('records.visitDate'), children: r.visitDate },
            { key: 'form', label: t('records.form'), children: t(`form.${r.form}`) },
            { key: 'visitors', label: t('records.visitors'), children: r.visitors },
            { key: 'participants', label: t('records.participants'), children: r.participants || none },
            { key: 'follow', label: t('records.followUpDate'), children: r.followUpDate ?? none },
            {
              key: 'notes',
              label: t('records.notes'),
              children: <div style={{ whiteSpace: 'pre-wrap' }}>{r.notes}</div>,
              span: 2,
            },
            {
              key: 'photos',
              label: t('records.photos'),
              children: <FileLinks files={r.photos} images />,
              span: 2,
            },
            {
              key: 'files',
              label: t('records.attachments'),
              children: <FileLinks files={r.attachments} />,
              span: 2,
            },
          ]}
        />
        <List
          style={{ marginTop: 16 }}
          header={<strong>{t('records.problems')}</strong>}
          size="small"
          bordered
          dataSource={r.problems}
          locale={{ emptyText: none }}
          renderItem={(p, i) => (
            <List.Item actions={[<ConvertAction key="convert" record={r} index={i} />]}>
              {i + 1}. {p.text}
            </List.Item>
          )}
        />
        {r.problems.length > 0 && !r.greenChannel && (
          <Alert style={{ marginTop: 12 }} type="info" showIcon title={t('records.greenChannelHint')} />
        )}
      </Card>
      {r.workflowInstanceId && (
        <Card title={t('common.review')} size="small">
          <WorkflowDetail id={r.workflowInstanceId} />
        </Card>
      )}
    </Flex>
  );
}

/**
 * Per problem found (offices only): a link to the green-channel problem it became, or the button
 * that converts it — greyed out, with the reason, when the enterprise has no green channel.
 */
function ConvertAction({ record, index }: { record: RecordDetail; index: number }) {
  const { t } = useTranslation('research');
  const signedIn = useSignedIn();
  const [open, setOpen] = useState(false);
  const office = signedIn.org.type === 'FINANCIAL' && !signedIn.authorities.includes('AUDITOR');
  // A record still being written may lose or reorder its problems: convert once it is submitted.
  if (!office || record.abilities.edit) return null;
  const done = record.conversions.find((c) => c.target === 'problem' && c.index === index);
  if (done) return <Link to={`/problem/detail?id=${done.targetId}`}>{t('records.convertedLink')}</Link>;
  const button = (
    <Button
      size="small"
      disabled={!record.greenChannel}
      onClick={() => setOpen(true)}
      data-testid={`convert-${index}`}
    >
      {t('records.convert')}
    </Button>
  );
  return (
    <>
      {record.greenChannel ? button : <Tooltip title={t('records.noGreenChannel')}>{button}</Tooltip>}
      {open && (
        <ConvertProblemModal
          open
          enterprises={[{ orgId: record.orgId, name: record.enterprise, greenChannel: true }]}
          text={record.problems[index]!.text}
          source={{
            kind: 'visit-record',
            id: record.id,
            index,
            label: `${record.enterprise} ${record.visitDate}`.slice(0, 200),
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
