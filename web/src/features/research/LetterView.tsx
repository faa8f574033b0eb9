// The office's research letter: facts and questionnaire, what it may do now (abilities from the
// server), the recipients' replies side by side (filter by state, export), and its review.
import { DownloadOutlined, EditOutlined, NotificationOutlined, SendOutlined } from '@ant-design/icons';
import { REPLY_STATES, type ReplyRow, type ReplyState } from '@portal/contract/research';
import type { TableColumnsType } from 'antd';
import {
  Button,
  Card,
  Descriptions,
  Empty,
  Flex,
  List,
  Result,
  Select,
  Skeleton,
  Space,
  Table,
  Tag,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { confirm, toast } from '../../ui';
import { useEnumLabel } from '../../ui/enumLabel';
import { text, useListState } from '../../ui/listState';
import { formatMinute } from '../../ui/time';
import { WorkflowDetail } from '../workflow';
import { answerText } from './answerText';
import { repliesExportUrl, useFollowReview, useLetter, useRemind, useReplies, useSubmitLetter } from './api';
import { ReplyStateTag, StatusTag } from './tags';

const parse = (p: URLSearchParams) => ({
  id: text(p, 'id'),
  state: text(p, 'state') as ReplyState | undefined,
});

export default function LetterView({ id }: { id: string }) {
  const { t } = useTranslation('research');
  const navigate = useNavigate();
  const letter = useLetter(id || null);
  const submit = useSubmitLetter();
  useFollowReview(letter.data?.workflowInstanceId ?? null);
  const remind = useRemind();
  const label = useEnumLabel();
  if (!id || letter.isError) return <Result status="404" subTitle={t('common.notFound')} />;
  if (letter.isPending) return <Skeleton active paragraph={{ rows: 12 }} />;
  const l = letter.data;
  const r = l.recipients;
  const recipients =
    r.mode === 'CHOSEN'
      ? t('detail.chosen', { names: l.chosen.map((c) => c.name).join('、') })
      : t('detail.filter', {
          text:
            [l.filterRegionName, r.grade && label('grade', r.grade), r.stage && label('stage', r.stage)]
              .filter(Boolean)
              .join(' / ') || t('detail.anyFilter'),
        });
  const askSubmit = () =>
    confirm({
      content: t('detail.submitConfirm'),
      onOk: () => submit.mutateAsync(l.id).then(() => toast.success(t('common.submitted'))),
      onCancel: () => undefined,
    });
  const askRemind = () =>
    confirm({
      content: t('detail.remindConfirm'),
      onOk: () =>
        remind.mutateAsync(l.id).then((a) => toast.success(t('detail.reminded', { count: a.reminded }))),
      onCancel: () => undefined,
    });

  return (
    <Flex vertical gap={16}>
      <Card
        title={l.subject}
        extra={
          <Space>
            {l.abilities.edit && (
              <Button icon={<EditOutlined />} onClick={() => navigate(`/research/edit?id=${l.id}`)}>
                {t('common.edit')}
              </Button>
            )}
            {l.abilities.submit && (
              <Button type="primary" icon={<SendOutlined />} onClick={askSubmit} data-testid="letter-submit">
                {t('common.submit')}
              </Button>
            )}
            {l.abilities.remind && (
              <Button icon={<NotificationOutlined />} onClick={askRemind} data-testid="letter-remind">
                {t('detail.remind')}
              </Button>
            )}
            {l.status === 'SENT' && (
              <Button icon={<DownloadOutlined />} href={repliesExportUrl(l.id)}>
                {t('detail.export')}
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
            { key: 'number', label: t('letters.number'), children: l.number },
            { key: 'status', label: t('common.status'), children: <StatusTag status={l.status} /> },
            { key: 'org', label: t('letters.issuingOrg'), children: l.issuingOrg },
            { key: 'deadline', label: t('letters.deadline'), children: l.deadline },
            { key: 'sent', label: t('letters.sentAt'), children: formatMinute(l.sentAt) },
            {
              key: 'progress',
              label: t('letters.progress'),
              children: l.status === 'SENT' ? t('letters.progressText', l.counts) : '',
            },
            { key: 'to', label: t('detail.recipients'), children: recipients, span: 2 },
            { key: 'intro', label: t('detail.intro'), children: l.intro, span: 2 },
          ]}
        />
        <List
          style={{ marginTop: 16 }}
          header={<strong>{t('detail.questions')}</strong>}
          size="small"
          dataSource={l.questions}
          renderItem={(q, i) => (
            <List.Item>
              <Space wrap>
                <span>
                  {i + 1}. {q.title}
                </span>
                <Tag>{t(`kind.${q.kind}`)}</Tag>
                {q.required && <Tag color="red">{t('detail.required')}</Tag>}
                {q.options.length > 0 && <span style={{ color: '#888' }}>{q.options.join(' / ')}</span>}
              </Space>
            </List.Item>
          )}
        />
      </Card>
      {l.status === 'SENT' && <Replies id={l.id} questions={l.questions} />}
      {l.workflowInstanceId && (
        <Card title={t('common.review')} size="small">
          <WorkflowDetail id={l.workflowInstanceId} />
        </Card>
      )}
    </Flex>
  );
}

function Replies({ id, questions }: { id: string; questions: { key: string; title: string }[] }) {
  const { t } = useTranslation('research');
  const label = useEnumLabel();
  const state = useListState(parse);
  const replies = useReplies(id, { state: state.filters.state, page: state.page, size: state.size });
  const columns: TableColumnsType<ReplyRow> = [
    { title: t('detail.enterprise'), dataIndex: 'enterprise', width: 240, fixed: 'left' },
    { title: t('detail.state'), dataIndex: 'state', width: 90, render: (s) => <ReplyStateTag state={s} /> },
    { title: t('detail.repliedAt'), dataIndex: 'repliedAt', width: 150, render: (v) => formatMinute(v) },
    ...questions.map((q) => ({
      title: q.title,
      key: q.key,
      width: 180,
      render: (_: unknown, row: ReplyRow) => answerText(row.answers[q.key]),
    })),
  ];
  return (
    <Card
      title={t('detail.replies')}
      extra={
        <Select
          allowClear
          placeholder={t('detail.state')}
          style={{ width: 120 }}
          value={state.filters.state}
          onChange={(s) => state.setFilters({ ...state.filters, state: s })}
          options={REPLY_STATES.map((s) => ({ value: s, label: label('replyState', s) }))}
        />
      }
    >
      <Table<ReplyRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={replies.data?.items ?? []}
        loading={replies.isFetching}
        scroll={{ x: 480 + questions.length * 180 }}
        locale={{ emptyText: <Empty description={t('detail.noReplies')} /> }}
        pagination={{
          current: state.page,
          pageSize: state.size,
          total: replies.data?.total ?? 0,
          onChange: state.setPage,
        }}
      />
    </Card>
  );
}
