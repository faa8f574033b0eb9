// /report/{kind}/issue: issue (下发) a one-off report task of the kind to chosen enterprises of the
// region; for the brief, compose it with the rich-text editor from the latest figures and publish
// it to chosen recipients; the summary is opened monthly by itself, so its page points there.
import type { CadencedKind } from '@portal/contract/report';
import { Alert, Button, Card, Form, Input, Result, Select } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  useIssueTask,
  usePublishBrief,
  useRecipients,
  useReportStatus,
  useTaskEnterprises,
} from '../../api/report';
import { confirm, toast } from '../../ui';
import { DateField } from '../../ui/date/DateField';
import { RichTextEditor } from '../../ui/editor';
import { showRefusal, useKindOfPath } from './shared';

type TaskValues = { title: string; enterpriseIds: string[]; dueOn: string };

function TaskForm({ kind }: { kind: CadencedKind }) {
  const { t } = useTranslation('report');
  const navigate = useNavigate();
  const [form] = Form.useForm<TaskValues>();
  const [keyword, setKeyword] = useState('');
  const options = useTaskEnterprises(keyword);
  const issue = useIssueTask();
  const onFinish = async (values: TaskValues) => {
    try {
      await issue.mutateAsync({ kind, ...values });
      toast.success(t('task.done'));
      navigate(`/report/${kind}/list`);
    } catch (error) {
      showRefusal(form, error);
    }
  };
  return (
    <Form form={form} layout="vertical" style={{ maxWidth: 640 }} onFinish={onFinish}>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('task.intro')} />
      <Form.Item name="title" label={t('task.name')} rules={[{ required: true, max: 100 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="enterpriseIds" label={t('task.enterprises')} rules={[{ required: true }]}>
        <Select
          mode="multiple"
          showSearch
          filterOption={false}
          onSearch={setKeyword}
          options={(options.data ?? []).map((e) => ({
            value: e.id,
            label: `${e.name}（${e.regionName ?? ''}）`,
          }))}
        />
      </Form.Item>
      <Form.Item
        name="dueOn"
        label={t('task.due')}
        rules={[{ required: true }]}
        getValueProps={(v: string | undefined) => ({ value: v ? dayjs(v) : null })}
        normalize={(d: dayjs.Dayjs | null) => (d ? d.format('YYYY-MM-DD') : '')}
      >
        <DateField />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={issue.isPending}>
        {t('task.submit')}
      </Button>
    </Form>
  );
}

type BriefValues = { title: string; recipientOrgIds: string[]; html: string };

function BriefForm() {
  const { t } = useTranslation('report');
  const navigate = useNavigate();
  const [form] = Form.useForm<BriefValues>();
  const recipients = useRecipients();
  const publish = usePublishBrief();
  const status = useReportStatus({ page: 1, size: 1 });
  // The period's figures as a first paragraph, so the office writes around them.
  const fillFigures = () => {
    const c = status.data?.counts;
    if (!c) return;
    const line = t('brief.figuresLine', {
      kind: t('filters.kind'),
      total: c.total,
      accepted: c.accepted,
      late: c.late,
    });
    form.setFieldValue('html', `<p>${line}</p>${form.getFieldValue('html') ?? ''}`);
  };
  const onFinish = (values: BriefValues) =>
    confirm({
      content: t('brief.publishConfirm'),
      onCancel: () => undefined,
      onOk: async () => {
        try {
          const brief = await publish.mutateAsync(values);
          toast.success(t('brief.published'));
          navigate(`/report/brief/edit?id=${brief.id}`);
        } catch (error) {
          toast.error(error instanceof Error ? error.message : String(error));
        }
      },
    });
  return (
    <Form form={form} layout="vertical" style={{ maxWidth: 900 }} onFinish={onFinish}>
      <Form.Item name="title" label={t('brief.name')} rules={[{ required: true, max: 100 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="recipientOrgIds" label={t('brief.recipients')} rules={[{ required: true }]}>
        <Select
          mode="multiple"
          optionFilterProp="label"
          options={(recipients.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
        />
      </Form.Item>
      <Button style={{ marginBottom: 8 }} onClick={fillFigures}>
        {t('brief.fillFigures')}
      </Button>
      <Form.Item name="html" label={t('brief.body')} rules={[{ required: true }]}>
        <RichTextEditor minHeight={280} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={publish.isPending}>
        {t('brief.publish')}
      </Button>
    </Form>
  );
}

export default function TaskPage() {
  const { t } = useTranslation('report');
  const navigate = useNavigate();
  const kind = useKindOfPath() ?? 'golden';
  if (kind === 'brief')
    return (
      <Card title={t('brief.title')}>
        <BriefForm />
      </Card>
    );
  if (kind === 'summary' || kind === 'issue')
    return (
      <Card title={t(`kind.${kind}`)}>
        <Result
          status="info"
          title={t('task.summaryIntro')}
          extra={<Button onClick={() => navigate('/report/summary/list')}>{t('task.toList')}</Button>}
        />
      </Card>
    );
  return (
    <Card title={t('task.title', { kind: t(`kind.${kind}`) })}>
      <TaskForm kind={kind} />
    </Card>
  );
}
