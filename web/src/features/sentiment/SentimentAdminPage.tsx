// /management/sentiment: the sources fetched for sentiment monitoring (add, change, fetch now,
// remove after asking; each with its last result) and the lexicon that scores items.
import { PlusOutlined } from '@ant-design/icons';
import {
  SENTIMENT_SOURCE_KINDS,
  SENTIMENT_WORD_KINDS,
  type SentimentLexicon,
  type SentimentSource,
  type SentimentSourceInput,
} from '@portal/contract/sentiment';
import type { TableColumnsType } from 'antd';
import {
  Badge,
  Button,
  Card,
  Form,
  Input,
  InputNumber,
  Modal,
  Select,
  Space,
  Switch,
  Table,
  Tabs,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm, toast } from '../../ui';
import { showFieldErrors } from '../../ui/formRules';
import { formatMinute } from '../../ui/time';
import {
  useDeleteSentimentSource,
  useFetchSentimentSource,
  useSaveSentimentLexicon,
  useSaveSentimentSource,
  useSentimentLexicon,
  useSentimentSources,
} from './api';

export default function SentimentAdminPage() {
  const { t } = useTranslation('sentiment');
  return (
    <Card title={t('admin.title')}>
      <Tabs
        items={[
          { key: 'sources', label: t('admin.sources'), children: <Sources /> },
          { key: 'lexicon', label: t('admin.lexicon'), children: <Lexicon /> },
        ]}
      />
    </Card>
  );
}

function Sources() {
  const { t } = useTranslation('sentiment');
  const sources = useSentimentSources();
  const remove = useDeleteSentimentSource();
  const fetchNow = useFetchSentimentSource();
  const [editing, setEditing] = useState<SentimentSource | 'new' | null>(null);
  const columns: TableColumnsType<SentimentSource> = [
    { title: t('source.name'), dataIndex: 'name' },
    { title: t('source.kind'), dataIndex: 'kind', width: 90, render: (k) => t(`source.kinds.${k}`) },
    { title: t('source.url'), dataIndex: 'url', ellipsis: true },
    {
      title: t('source.state'),
      key: 'state',
      width: 220,
      render: (_: unknown, s) => (
        <Space direction="vertical" size={0}>
          <Badge
            status={!s.enabled ? 'default' : s.failures > 0 ? 'error' : 'success'}
            text={!s.enabled ? t('source.disabled') : s.failures > 0 ? s.lastError : t('source.ok')}
          />
          <Typography.Text type="secondary">
            {t('source.last', {
              time: s.lastFetchedAt ? formatMinute(s.lastFetchedAt) : '—',
              count: s.itemCount,
            })}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('source.actions'),
      key: 'actions',
      width: 190,
      render: (_: unknown, s) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            loading={fetchNow.isPending && fetchNow.variables === s.sourceId}
            onClick={() =>
              fetchNow.mutateAsync(s.sourceId).then(
                (r) => toast.success(t('source.fetched', r)),
                (e: Error) => toast.error(e.message),
              )
            }
          >
            {t('source.fetch')}
          </Button>
          <Button type="link" size="small" onClick={() => setEditing(s)}>
            {t('source.edit')}
          </Button>
          <Button
            type="link"
            size="small"
            danger
            onClick={() =>
              confirm({
                content: t('source.deleteConfirm', { name: s.name }),
                danger: true,
                onOk: () => remove.mutateAsync(s.sourceId).then(() => toast.success(t('source.deleted'))),
                onCancel: () => undefined,
              })
            }
          >
            {t('source.delete')}
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('source.add')}
        </Button>
        <Typography.Text type="secondary">{t('source.hint')}</Typography.Text>
      </Space>
      <Table<SentimentSource>
        rowKey="sourceId"
        columns={columns}
        dataSource={sources.data ?? []}
        loading={sources.isFetching}
        pagination={false}
        locale={{ emptyText: t('source.empty') }}
      />
      {editing && (
        <SourceModal source={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}

function SourceModal({ source, onClose }: { source: SentimentSource | null; onClose: () => void }) {
  const { t } = useTranslation('sentiment');
  const [form] = Form.useForm<SentimentSourceInput>();
  const save = useSaveSentimentSource();
  const submit = (input: SentimentSourceInput) =>
    save.mutateAsync({ sourceId: source?.sourceId, input, version: source?.version }).then(
      () => {
        toast.success(t('source.saved'));
        onClose();
      },
      (error: unknown) => {
        if (!showFieldErrors(form, error))
          toast.error(error instanceof Error ? error.message : String(error));
      },
    );
  return (
    <Modal
      open
      title={t(source ? 'source.edit' : 'source.add')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ loading: save.isPending }}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={source ?? { kind: 'FEED', enabled: true, intervalMinutes: 60 }}
      >
        <Form.Item
          name="name"
          label={t('source.name')}
          rules={[{ required: true, message: t('source.required') }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="kind" label={t('source.kind')}>
          <Select
            options={SENTIMENT_SOURCE_KINDS.map((k) => ({ value: k, label: t(`source.kinds.${k}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="url"
          label={t('source.url')}
          rules={[{ required: true, message: t('source.required') }]}
        >
          <Input maxLength={500} placeholder="https://" />
        </Form.Item>
        <Space size="large">
          <Form.Item name="intervalMinutes" label={t('source.interval')}>
            <InputNumber min={15} max={10080} precision={0} addonAfter={t('source.minutes')} />
          </Form.Item>
          <Form.Item name="enabled" label={t('source.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
      </Form>
    </Modal>
  );
}

/** One word per line in each of three boxes. */
function Lexicon() {
  const { t } = useTranslation('sentiment');
  const lexicon = useSentimentLexicon();
  const save = useSaveSentimentLexicon();
  const [form] = Form.useForm<Record<keyof SentimentLexicon, string>>();
  useEffect(() => {
    if (lexicon.data)
      form.setFieldsValue(
        Object.fromEntries(SENTIMENT_WORD_KINDS.map((k) => [k, lexicon.data[k].join('\n')])),
      );
  }, [lexicon.data, form]);
  const submit = (values: Record<keyof SentimentLexicon, string>) => {
    const words = (s = '') => [
      ...new Set(
        s
          .split(/[\n,，、]+/)
          .map((w) => w.trim())
          .filter(Boolean),
      ),
    ];
    save
      .mutateAsync({
        POSITIVE: words(values.POSITIVE),
        NEGATIVE: words(values.NEGATIVE),
        NEGATOR: words(values.NEGATOR),
      })
      .then(
        () => toast.success(t('lexicon.saved')),
        (e: Error) => toast.error(e.message),
      );
  };
  return (
    <Form form={form} layout="vertical" onFinish={submit}>
      <Typography.Paragraph type="secondary">{t('lexicon.hint')}</Typography.Paragraph>
      <Space align="start" wrap size="large">
        {SENTIMENT_WORD_KINDS.map((k) => (
          <Form.Item key={k} name={k} label={t(`lexicon.${k}`)}>
            <Input.TextArea autoSize={{ minRows: 12, maxRows: 24 }} style={{ width: 260 }} />
          </Form.Item>
        ))}
      </Space>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('lexicon.save')}
      </Button>
    </Form>
  );
}
