// /notification/detail?id=…: the document. A recipient's opening marks it read; it receipts here
// and goes on to reply. The issuing office edits, submits and reviews it here, then follows the
// completion rate, reminds the missing and exports the replies. Buttons follow the server's abilities.
import { ArrowLeftOutlined, DownloadOutlined } from '@ant-design/icons';
import { fileUrl } from '@portal/contract';
import { type NotificationDetail, notificationEndpoints } from '@portal/contract/notification';
import {
  Button,
  Card,
  Col,
  Descriptions,
  Flex,
  Input,
  Modal,
  Progress,
  Result,
  Row,
  Skeleton,
  Space,
  Statistic,
  Typography,
} from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { downloadFrom } from '../../api/endpoint';
import { confirm, toast } from '../../ui';
import { RichTextView } from '../../ui/editor';
import { useEnumLabel } from '../../ui/enumLabel';
import { formatMinute } from '../../ui/time';
import { LIST, REPLY, SEND, StateTag, StatusTag, UrgencyTag, useAsks } from './format';
import {
  useNotification,
  useReadNotification,
  useReceiptNotification,
  useRemindNotification,
  useReviewNotification,
  useSubmitNotification,
} from './queries';
import { RecipientTable } from './RecipientTable';

const failed = (error: unknown) => toast.error(error instanceof Error ? error.message : String(error));

function IssuerActions({ n }: { n: NotificationDetail }) {
  const { t } = useTranslation('notification');
  const navigate = useNavigate();
  const submit = useSubmitNotification();
  const review = useReviewNotification();
  const remind = useRemindNotification();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const { abilities: can } = n;
  const reject = () => {
    if (!reason.trim()) return toast.error(t('detail.rejectRequired'));
    return review
      .mutateAsync({ id: n.id, version: n.version, decision: 'reject', comment: reason })
      .then(() => {
        setRejecting(false);
        toast.success(t('detail.rejected'));
      }, failed);
  };
  return (
    <Space wrap>
      {can.edit && <Button onClick={() => navigate(`${SEND}?id=${n.id}`)}>{t('detail.edit')}</Button>}
      {can.submit && (
        <Button
          type="primary"
          onClick={() =>
            confirm({
              content: t('detail.submitConfirm'),
              onOk: () => submit.mutateAsync({ id: n.id, version: n.version }).catch(failed),
              onCancel: () => undefined,
            })
          }
        >
          {t('detail.submit')}
        </Button>
      )}
      {can.review && (
        <>
          <Button
            type="primary"
            data-testid="notification-approve"
            onClick={() =>
              confirm({
                content: t('detail.approveConfirm'),
                onOk: () =>
                  review
                    .mutateAsync({ id: n.id, version: n.version, decision: 'approve' })
                    .then(() => toast.success(t('detail.approved')), failed),
                onCancel: () => undefined,
              })
            }
          >
            {t('detail.approve')}
          </Button>
          <Button danger onClick={() => setRejecting(true)}>
            {t('detail.reject')}
          </Button>
        </>
      )}
      {can.remind && (
        <Button
          onClick={() =>
            confirm({
              content: t('detail.remindConfirm'),
              onOk: () => remind.mutateAsync(n.id).then(() => toast.success(t('detail.reminded')), failed),
              onCancel: () => undefined,
            })
          }
        >
          {t('detail.remind')}
        </Button>
      )}
      {n.status === 'SENT' && (
        <Button
          icon={<DownloadOutlined />}
          onClick={() =>
            downloadFrom(
              notificationEndpoints.exportReplies,
              { params: { id: n.id } },
              `${n.docNumber}_回复汇总.xlsx`,
            ).catch(failed)
          }
        >
          {t('detail.export')}
        </Button>
      )}
      {n.sender?.workflowId && (
        <Link to={`/workflow/approval?id=${n.sender.workflowId}`}>{t('detail.history')}</Link>
      )}
      <Modal
        open={rejecting}
        title={t('detail.reject')}
        onOk={reject}
        confirmLoading={review.isPending}
        onCancel={() => setRejecting(false)}
      >
        <Input.TextArea
          rows={4}
          maxLength={500}
          placeholder={t('detail.rejectReason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </Space>
  );
}

function ProgressCard({ n }: { n: NotificationDetail }) {
  const { t } = useTranslation('notification');
  const p = n.sender?.progress;
  if (!p || n.status !== 'SENT') return null;
  const counts = [
    ['total', p.total],
    ['read', p.read],
    ['receipted', p.receipted],
    ['replied', p.replied],
    ['completed', p.completed],
    ['overdue', p.overdue],
  ] as const;
  return (
    <Card size="small" title={t('detail.progress')}>
      <Row gutter={24} align="middle">
        <Col flex="160px">
          <Flex vertical align="center" gap={4}>
            <Progress type="circle" percent={p.completionRate} size={110} data-testid="notification-rate" />
            <Typography.Text type="secondary">{t('detail.completion')}</Typography.Text>
          </Flex>
        </Col>
        <Col flex="auto">
          <Row gutter={[16, 16]}>
            {counts.map(([key, value]) => (
              <Col key={key} span={8}>
                <Statistic
                  title={t(`detail.counts.${key}`)}
                  value={value}
                  valueStyle={key === 'overdue' && value > 0 ? { color: '#cf1322' } : undefined}
                />
              </Col>
            ))}
          </Row>
        </Col>
      </Row>
    </Card>
  );
}

function RecipientActions({ n }: { n: NotificationDetail }) {
  const { t } = useTranslation('notification');
  const navigate = useNavigate();
  const receipt = useReceiptNotification();
  const mine = n.mine;
  if (!mine) return null;
  return (
    <Space wrap>
      <StateTag state={mine.state} overdue={mine.overdue} />
      {n.abilities.receipt && (
        <Button
          type="primary"
          data-testid="notification-receipt"
          onClick={() =>
            confirm({
              content: t('detail.receiptConfirm'),
              onOk: () =>
                receipt.mutateAsync({ id: n.id }).then(() => toast.success(t('detail.receipted')), failed),
              onCancel: () => undefined,
            })
          }
        >
          {t('detail.receipt')}
        </Button>
      )}
      {n.abilities.reply && (
        <Button
          type={n.abilities.receipt ? 'default' : 'primary'}
          onClick={() => navigate(`${REPLY}?id=${n.id}`)}
        >
          {t('detail.reply')}
        </Button>
      )}
    </Space>
  );
}

export default function NotificationDetailPage() {
  const { t } = useTranslation('notification');
  const navigate = useNavigate();
  const asks = useAsks();
  const label = useEnumLabel();
  const [search] = useSearchParams();
  const id = search.get('id');
  const query = useNotification(id);
  const read = useReadNotification();
  const marked = useRef<string | null>(null);
  const n = query.data;

  // Opening the document is reading it: once per visit, and only while it is unread.
  useEffect(() => {
    if (n?.mine?.state === 'UNREAD' && marked.current !== n.id) {
      marked.current = n.id;
      read.mutate(n.id);
    }
  }, [n, read]);

  if (!id || query.isError) return <Result status="404" subTitle={t('detail.notFound')} />;
  if (!n) return <Skeleton active paragraph={{ rows: 12 }} />;
  const issuerView = n.sender !== null;

  return (
    <Flex vertical gap={16}>
      <Card
        title={n.title}
        extra={
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(LIST)}>
            {t('detail.back')}
          </Button>
        }
      >
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2, xl: 3 }}
          items={[
            { key: 'docNumber', label: t('detail.docNumber'), children: n.docNumber },
            { key: 'issuer', label: t('detail.issuer'), children: n.issuer.name },
            { key: 'urgency', label: t('detail.urgency'), children: <UrgencyTag urgency={n.urgency} /> },
            {
              key: 'status',
              label: issuerView ? t('detail.status') : t('detail.myState'),
              children: issuerView ? <StatusTag status={n.status} /> : <RecipientActions n={n} />,
            },
            { key: 'asks', label: t('detail.asks'), children: asks(n) },
            { key: 'deadline', label: t('detail.deadline'), children: n.deadline ?? t('detail.none') },
            { key: 'sentAt', label: t('detail.sentAt'), children: formatMinute(n.sentAt, '—') },
          ]}
        />
        {issuerView && (
          <div style={{ marginTop: 12 }}>
            <IssuerActions n={n} />
          </div>
        )}
      </Card>
      <ProgressCard n={n} />
      <Card size="small">
        <RichTextView html={n.body} />
        {n.attachments.length > 0 && (
          <Flex gap={12} wrap style={{ marginTop: 16 }}>
            <Typography.Text strong>{t('detail.attachments')}：</Typography.Text>
            {n.attachments.map((a) => (
              <Typography.Link key={a.id} href={fileUrl(a.id)} target="_blank" rel="noopener">
                {a.name ?? a.id}
              </Typography.Link>
            ))}
          </Flex>
        )}
      </Card>
      {n.mine?.reply && (
        <Card size="small" title={t('detail.myReply')}>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{n.mine.reply}</Typography.Paragraph>
          {n.mine.replyAttachments.map((a) => (
            <Typography.Link key={a.id} href={fileUrl(a.id)} target="_blank" rel="noopener">
              {a.name ?? a.id}
            </Typography.Link>
          ))}
        </Card>
      )}
      {issuerView && n.status === 'SENT' && (
        <Card size="small" title={t('detail.recipients')}>
          <RecipientTable id={n.id} />
        </Card>
      )}
      {issuerView && n.status !== 'SENT' && n.sender && (
        <Card size="small" title={t('detail.chosen')}>
          <Typography.Paragraph>
            {n.sender.orgs.map((o) => o.name).join('、') || t('detail.none')}
          </Typography.Paragraph>
          {n.sender.enterpriseFilter && (
            <Typography.Text type="secondary">
              {t('detail.filter')}：{n.sender.enterpriseFilter.regionCode ?? t('detail.anyRegion')} ·{' '}
              {n.sender.enterpriseFilter.grades?.map((g) => label('grade', g)).join('、') ||
                t('detail.anyGrade')}
            </Typography.Text>
          )}
        </Card>
      )}
    </Flex>
  );
}
