// A dataset's scheduled refresh: the address its workbook is published at, the source to name,
// how often; off by default. The last failure is shown so the administrator can act on it.
import { Alert, Button, Form, Input, InputNumber, Switch, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { toast } from '../feedback';
import { formatMinute } from '../time';
import { useDatasetRefresh, useSetDatasetRefresh } from './api';

type Fields = { url: string; sourceName: string; enabled: boolean; everyHours: number };

export function DatasetRefreshForm({ dataset, open }: { dataset: string; open: boolean }) {
  const { t } = useTranslation('shell');
  const current = useDatasetRefresh(dataset, open);
  const saving = useSetDatasetRefresh(dataset);
  const [form] = Form.useForm<Fields>();
  useEffect(() => {
    if (current.data)
      form.setFieldsValue({
        url: current.data.url ?? '',
        sourceName: current.data.sourceName ?? '',
        enabled: current.data.enabled,
        everyHours: current.data.everyHours,
      });
  }, [current.data, form]);
  const save = async () => {
    const v = await form.validateFields();
    saving
      .mutateAsync({
        url: v.url.trim() || null,
        sourceName: v.sourceName.trim() || null,
        enabled: v.enabled,
        everyHours: v.everyHours,
      })
      .then(
        () => toast.success(t('datasets.refresh.saved')),
        (error: unknown) => {
          if (error instanceof ApiError && error.details.length > 0)
            form.setFields(error.details.map((d) => ({ name: d.path as keyof Fields, errors: [d.message] })));
          else toast.error(error instanceof Error ? error.message : String(error));
        },
      );
  };
  return (
    <Form form={form} layout="vertical" data-testid="dataset-refresh">
      <Typography.Paragraph type="secondary">{t('datasets.refresh.help')}</Typography.Paragraph>
      <Form.Item name="url" label={t('datasets.refresh.url')}>
        <Input placeholder="https://" />
      </Form.Item>
      <Form.Item name="sourceName" label={t('datasets.sourceName')}>
        <Input />
      </Form.Item>
      <Form.Item name="everyHours" label={t('datasets.refresh.everyHours')}>
        <InputNumber min={1} max={720} />
      </Form.Item>
      <Form.Item name="enabled" label={t('datasets.refresh.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
      {current.data?.lastRunAt && (
        <Typography.Paragraph type="secondary">
          {t('datasets.refresh.lastRun', { at: formatMinute(current.data.lastRunAt) })}
        </Typography.Paragraph>
      )}
      {current.data?.lastError && (
        <Alert
          type="warning"
          style={{ marginBottom: 12 }}
          message={t('datasets.refresh.lastError')}
          description={current.data.lastError}
        />
      )}
      <Button onClick={save} loading={saving.isPending}>
        {t('datasets.refresh.save')}
      </Button>
    </Form>
  );
}
