// /research/list: an office's research letters (its region's, newest first, with their reply
// progress); an enterprise's own letters and whether it has replied.
import { PlusOutlined } from '@ant-design/icons';
import {
  INBOX_REPLY_FILTERS,
  type InboxReplyFilter,
  LETTER_REPLY_FILTERS,
  LETTER_STATUSES,
  type LetterReplyFilter,
  type LetterStatus,
  type LetterSummary,
} from '@portal/contract/research';
import type { TableColumnsType } from 'antd';
import { Button, Card, Checkbox, Empty, Form, Input, Select, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSignedIn } from '../../session/handle';
import { text, useListState } from '../../ui/listState';
import { formatMinute } from '../../ui/time';
import { useInbox, useLetters } from './api';
import { ReplyStateTag, StatusTag } from './tags';

export default function ListPage() {
  return useSignedIn().org.type === 'ENTERPRISE' ? <InboxList /> : <LetterList />;
}

const oneOf = <T extends string>(values: readonly T[], v: string | undefined) =>
  values.includes(v as T) ? (v as T) : undefined;

// The home cards link here with `replies` and `issuer` (issue 16).
const parse = (p: URLSearchParams) => ({
  keyword: text(p, 'keyword'),
  status: oneOf(LETTER_STATUSES, text(p, 'status')) as LetterStatus | undefined,
  replies: oneOf(LETTER_REPLY_FILTERS, text(p, 'replies')) as LetterReplyFilter | undefined,
  issuer: text(p, 'issuer') === 'own' ? ('own' as const) : undefined,
});

function LetterList() {
  const { t } = useTranslation('research');
  const navigate = useNavigate();
  const state = useListState(parse);
  const list = useLetters({ ...state.filters, page: state.page, size: state.size });
  const columns: TableColumnsType<LetterSummary> = [
    { title: t('letters.number'), dataIndex: 'number', width: 170 },
    {
      title: t('letters.subject'),
      dataIndex: 'subject',
      render: (s: string, l) => <Link to={`/research/detail?id=${l.id}`}>{s}</Link>,
    },
    { title: t('letters.issuingOrg'), dataIndex: 'issuingOrg', width: 220 },
    { title: t('common.status'), dataIndex: 'status', width: 100, render: (s) => <StatusTag status={s} /> },
    { title: t('letters.deadline'), dataIndex: 'deadline', width: 120 },
    {
      title: t('letters.progress'),
      key: 'progress',
      width: 220,
      render: (_, l) =>
        l.status === 'SENT' ? (
          <Typography.Text type={l.counts.overdue > 0 ? 'warning' : undefined}>
            {t('letters.progressText', l.counts)}
          </Typography.Text>
        ) : null,
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 120,
      render: (_, l) => (
        <Space size={4}>
          <Link to={`/research/detail?id=${l.id}`}>{t('common.view')}</Link>
        </Space>
      ),
    },
  ];
  return (
    <Card
      title={t('letters.title')}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => navigate('/research/edit')}
          data-testid="letter-add"
        >
          {t('letters.add')}
        </Button>
      }
    >
      <Form
        layout="inline"
        style={{ marginBottom: 16, rowGap: 8 }}
        initialValues={state.filters}
        onFinish={(v) => state.setFilters({ ...v, issuer: v.issuer ? 'own' : undefined })}
      >
        <Form.Item name="keyword">
          <Input allowClear placeholder={t('letters.keyword')} style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="status" label={t('common.status')}>
          <Select
            allowClear
            style={{ width: 130 }}
            options={LETTER_STATUSES.map((s) => ({ value: s, label: t(`letterStatus.${s}`) }))}
          />
        </Form.Item>
        <Form.Item name="replies" label={t('repliesFilter.label')}>
          <Select
            allowClear
            style={{ width: 150 }}
            options={LETTER_REPLY_FILTERS.map((r) => ({ value: r, label: t(`repliesFilter.${r}`) }))}
          />
        </Form.Item>
        <Form.Item name="issuer" valuePropName="checked" normalize={(v: boolean) => (v ? 'own' : undefined)}>
          <Checkbox>{t('ownOnly')}</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('common.search')}
        </Button>
      </Form>
      <Table<LetterSummary>
        rowKey="id"
        columns={columns}
        // The subject takes what the fixed columns leave: without a floor it shrank to 4 characters a line.
        scroll={{ x: 1250 }}
        dataSource={list.data?.items ?? []}
        loading={list.isFetching}
        locale={{
          emptyText: <Empty description={list.isError ? t('common.loadFailed') : t('letters.empty')} />,
        }}
        pagination={{
          current: state.page,
          pageSize: state.size,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('letters.total', { total }),
          onChange: state.setPage,
        }}
      />
    </Card>
  );
}

function InboxList() {
  const { t } = useTranslation('research');
  const state = useListState((p) => ({
    reply: oneOf(INBOX_REPLY_FILTERS, text(p, 'reply')) as InboxReplyFilter | undefined,
  }));
  const list = useInbox({ ...state.filters, page: state.page, size: state.size });
  type Row = NonNullable<typeof list.data>['items'][number];
  const columns: TableColumnsType<Row> = [
    { title: t('letters.number'), dataIndex: 'number', width: 170 },
    {
      title: t('letters.subject'),
      dataIndex: 'subject',
      render: (s: string, l) => <Link to={`/research/detail?id=${l.id}`}>{s}</Link>,
    },
    { title: t('letters.issuingOrg'), dataIndex: 'issuingOrg', width: 240 },
    { title: t('letters.sentAt'), dataIndex: 'sentAt', width: 160, render: (v) => formatMinute(v) },
    { title: t('letters.deadline'), dataIndex: 'deadline', width: 120 },
    { title: t('common.status'), dataIndex: 'state', width: 100, render: (s) => <ReplyStateTag state={s} /> },
  ];
  return (
    <Card title={t('answer.title')}>
      <Form layout="inline" style={{ marginBottom: 16 }}>
        <Form.Item label={t('replyFilter.label')}>
          <Select<InboxReplyFilter>
            allowClear
            style={{ width: 160 }}
            value={state.filters.reply}
            onChange={(reply) => state.setFilters({ reply })}
            options={INBOX_REPLY_FILTERS.map((r) => ({ value: r, label: t(`replyFilter.${r}`) }))}
            data-testid="inbox-reply-filter"
          />
        </Form.Item>
      </Form>
      <Table<Row>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items ?? []}
        loading={list.isFetching}
        locale={{
          emptyText: <Empty description={list.isError ? t('common.loadFailed') : t('answer.empty')} />,
        }}
        pagination={{
          current: state.page,
          pageSize: state.size,
          total: list.data?.total ?? 0,
          showTotal: (total) => t('answer.total', { total }),
          onChange: state.setPage,
        }}
      />
    </Card>
  );
}
