// One dataset's import (its source and as-of day named, the workbook checked whole: any bad row
// and nothing is stored, each error listed), its versions with restore, its template, and its
// scheduled refresh.
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Collapse,
  DatePicker,
  Form,
  Input,
  Space,
  Typography,
  Upload,
  type UploadFile,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { toast } from '../feedback';
import { downloadTemplate, useImportDataset } from './api';
import type { DatasetTab } from './DatasetImportsButton';
import { DatasetRefreshForm } from './DatasetRefreshForm';
import { DatasetVersions } from './DatasetVersions';

type Fields = { sourceName: string; asOf: Dayjs };

const messagesOf = (error: unknown) =>
  error instanceof ApiError && error.details.length > 0
    ? error.details.map((d) => d.message)
    : [error instanceof Error ? error.message : String(error)];

export function DatasetPanel({
  dataset,
  feature,
  open,
}: {
  dataset: DatasetTab;
  feature: string;
  open: boolean;
}) {
  const { t } = useTranslation('shell');
  const importing = useImportDataset(dataset.key, feature);
  const [form] = Form.useForm<Fields>();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const submit = async () => {
    const values = await form.validateFields();
    const file = files[0]?.originFileObj as File | undefined;
    if (!file) return setErrors([t('datasets.chooseFile')]);
    importing
      .mutateAsync({ file, query: { sourceName: values.sourceName, asOf: values.asOf.format('YYYY-MM-DD') } })
      .then(
        (done) => {
          toast.success(t('datasets.done', { rows: done.rows, title: dataset.title }));
          setFiles([]);
          setErrors([]);
        },
        (error: unknown) => setErrors(messagesOf(error)),
      );
  };
  return (
    <div data-testid={`dataset-panel-${dataset.key}`}>
      <Typography.Paragraph type="secondary">
        {dataset.help ?? t('datasets.help')}{' '}
        <Button
          type="link"
          size="small"
          icon={<DownloadOutlined />}
          onClick={() => downloadTemplate(dataset.key, `${dataset.title}_模板.xlsx`)}
        >
          {t('datasets.template')}
        </Button>
      </Typography.Paragraph>
      <Form form={form} layout="inline" initialValues={{ asOf: dayjs() }} style={{ marginBottom: 12 }}>
        <Form.Item
          name="sourceName"
          label={t('datasets.sourceName')}
          rules={[{ required: true, min: 2, message: t('datasets.sourceRequired') }]}
        >
          <Input style={{ width: 260 }} placeholder={t('datasets.sourcePlaceholder')} />
        </Form.Item>
        <Form.Item name="asOf" label={t('datasets.asOf')} rules={[{ required: true }]}>
          <DatePicker disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
        </Form.Item>
      </Form>
      <Upload.Dragger
        maxCount={1}
        accept=".xlsx"
        fileList={files}
        beforeUpload={() => false}
        onChange={({ fileList }) => {
          setFiles(fileList.slice(-1));
          setErrors([]);
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p>{t('datasets.drop')}</p>
      </Upload.Dragger>
      {errors.length > 0 && (
        <Alert
          type="error"
          style={{ marginTop: 12, maxHeight: 200, overflow: 'auto' }}
          message={t('datasets.refused')}
          description={errors.map((e) => <div key={e}>{e}</div>)}
          data-testid="dataset-import-errors"
        />
      )}
      <Space style={{ margin: '12px 0' }}>
        <Button
          type="primary"
          loading={importing.isPending}
          onClick={submit}
          data-testid="dataset-import-submit"
        >
          {t('datasets.submit')}
        </Button>
      </Space>
      <DatasetVersions dataset={dataset.key} feature={feature} open={open} />
      <Collapse
        size="small"
        style={{ marginTop: 12 }}
        items={[
          {
            key: 'refresh',
            label: t('datasets.refresh.title'),
            children: <DatasetRefreshForm dataset={dataset.key} open={open} />,
          },
        ]}
      />
    </div>
  );
}
