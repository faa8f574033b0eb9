// One workflow instance: its facts, the subject it is about, the full history as a timeline,
// and the actions the server says the viewer may take now.
import { fileUrl, type WorkflowHistoryEntry } from '@portal/contract';
import { Alert, Button, Card, Descriptions, Empty, Flex, Skeleton, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useWorkflowInstance } from '../../api/workflow';
import { useEnumLabel } from '../../ui/enumLabel';
import { formatMinute } from '../../ui/time';
import { stateColor } from './format';
import { WorkflowActions } from './WorkflowActions';

const ACTION_COLORS: Record<string, string> = {
  approve: 'green',
  reject: 'red',
  withdraw: 'gray',
  close: 'gray',
  remind: 'orange',
};

function HistoryItem({ entry }: { entry: WorkflowHistoryEntry }) {
  const { t } = useTranslation('workflow');
  const label = useEnumLabel();
  const moved = ['assign', 'transfer'].includes(entry.action) && entry.assigneeOrg;
  return (
    <Flex vertical gap={2}>
      <Typography.Text strong>
        {label('workflowAction', entry.action)}{' '}
        <Tag color={ACTION_COLORS[entry.action] ?? 'blue'}>{entry.toStateLabel}</Tag>
      </Typography.Text>
      <Typography.Text type="secondary">
        {t('detail.by', { org: entry.actorOrg?.name ?? '—', user: entry.actorUser?.name ?? '—' })} ·{' '}
        {formatMinute(entry.at, '—')}
      </Typography.Text>
      {moved && <Typography.Text>{t('detail.to', { org: entry.assigneeOrg?.name })}</Typography.Text>}
      {entry.comment && (
        <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
          {t('detail.comment')}：{entry.comment}
        </Typography.Paragraph>
      )}
      {entry.attachments.length > 0 && (
        <Flex gap={8} wrap>
          {t('detail.attachments')}：
          {entry.attachments.map((a) => (
            <Typography.Link key={a.id} href={fileUrl(a.id)} target="_blank" rel="noopener">
              {a.name ?? a.id}
            </Typography.Link>
          ))}
        </Flex>
      )}
    </Flex>
  );
}

export function WorkflowDetail({ id, preferredAction }: { id: string; preferredAction?: string }) {
  const { t } = useTranslation('workflow');
  const navigate = useNavigate();
  const query = useWorkflowInstance(id);
  if (query.isPending) return <Skeleton active />;
  if (query.isError || !query.data) return <Alert type="warning" showIcon title={t('detail.loadFailed')} />;
  const { instance, history, actions, subjectLink, subjectSummary } = query.data;

  return (
    <Flex vertical gap={16}>
      <Descriptions
        title={instance.title}
        bordered
        size="small"
        column={2}
        items={[
          { key: 'process', label: t('detail.fields.process'), children: instance.processTitle },
          {
            key: 'state',
            label: t('detail.fields.state'),
            children: <Tag color={stateColor(instance.state, instance.open)}>{instance.stateLabel}</Tag>,
          },
          { key: 'submitter', label: t('detail.fields.submitter'), children: instance.submitterOrg.name },
          {
            key: 'assignee',
            label: t('detail.fields.assignee'),
            children: instance.assigneeOrg?.name ?? t('detail.none'),
          },
          {
            key: 'createdAt',
            label: t('detail.fields.createdAt'),
            children: formatMinute(instance.createdAt, '—'),
          },
          {
            key: 'deadline',
            label: t('detail.fields.deadline'),
            children: formatMinute(instance.deadline, '—'),
          },
        ]}
      />
      {(subjectSummary.length > 0 || subjectLink) && (
        <Card
          size="small"
          title={t('detail.subject')}
          extra={
            subjectLink && (
              <Button type="link" onClick={() => navigate(subjectLink)}>
                {t('detail.openSubject')}
              </Button>
            )
          }
        >
          <Descriptions
            size="small"
            column={1}
            items={subjectSummary.map((s, i) => ({ key: String(i), label: s.label, children: s.value }))}
          />
        </Card>
      )}
      <Card size="small" title={t('detail.actionsTitle')}>
        {actions.length === 0 ? (
          <Typography.Text type="secondary">{t('detail.noActions')}</Typography.Text>
        ) : (
          <WorkflowActions instance={instance} actions={actions} preferred={preferredAction} />
        )}
      </Card>
      <Card size="small" title={t('detail.history')}>
        {history.length === 0 ? (
          <Empty />
        ) : (
          <Timeline
            items={history.map((h) => ({
              key: h.id,
              color: ACTION_COLORS[h.action] ?? 'blue',
              content: <HistoryItem entry={h} />,
            }))}
          />
        )}
      </Card>
    </Flex>
  );
}
