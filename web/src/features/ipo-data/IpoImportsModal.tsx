// The IPO-cases dataset's versions for administrators: which import, by whom, when, which is active;
// importing a new workbook (its source and as-of day named) and restoring an earlier version.
import { InboxOutlined } from '@ant-design/icons';
import type { IpoDataset } from '@portal/contract/ipo-data';
import {
  Alert,
  Button,
  DatePicker,
  Form,
  Input,
  Modal,
  Popconfirm,
  Table,
  Tag,
  Typography,
  Upload,
  type UploadFile,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { toast } from '../../ui';
import { formatMinute } from '../../ui/time';
import { useImportIpoDataset, useIpoImports, useRestoreIpoImport } from './api';

type Fields = { sourceName: string; asOf: Dayjs };

export function IpoImportsModal({
  open,
  onClose,
  dataset = 'IPO_CASES',
}: {
  open: boolean;
  onClose: () => void;
  dataset?: IpoDataset;
}) {
  const { t } = useTranslation('ipo-data');
  const imports = useIpoImports(open);
  const importing = useImportIpoDataset(dataset);
  const restoring = useRestoreIpoImport();
  const [form] = Form.useForm<Fields>();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const submit = async () => {
    const values = await form.validateFields();
    const file = files[0]?.originFileObj as File | undefined;
    if (!file) return setErrors([t('imports.chooseFile')]);
    importing
      .mutateAsync({ file, query: { sourceName: values.sourceName, asOf: values.asOf.format('YYYY-MM-DD') } })
      .then(
        (done) => {
          toast.success(t(`imports.done_${dataset}`, { rows: done.rows }));
          setFiles([]);
          setErrors([]);
        },
        (error: unknown) =>
          setErrors(
            error instanceof ApiError && error.details.length > 0
              ? error.details.map((d) => d.message)
              : [error instanceof Error ? error.message : String(error)],
          ),
      );
  };
  return (
    <Modal open={open} title={t(`imports.title_${dataset}`)} footer={null} onCancel={onClose} width={900}>
      <Typography.Paragraph type="secondary">{t(`imports.help_${dataset}`)}</Typography.Paragraph>
      <Form form={form} layout="inline" initialValues={{ asOf: dayjs() }} style={{ marginBottom: 12 }}>
        <Form.Item
          name="sourceName"
          label={t('imports.sourceName')}
          rules={[{ required: true, min: 2, message: t('imports.sourceRequired') }]}
        >
          <Input style={{ width: 260 }} placeholder={t('imports.sourcePlaceholder')} />
        </Form.Item>
        <Form.Item name="asOf" label={t('imports.asOf')} rules={[{ required: true }]}>
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
        <p>{t('imports.drop')}</p>
      </Upload.Dragger>
      {errors.length > 0 && (
        <Alert
          type="error"
          style={{ marginTop: 12, maxHeight: 200, overflow: 'auto' }}
          message={t('imports.refusedAny')}
          description={errors.map((e) => <div key={e}>{e}</div>)}
          data-testid="ipo-import-errors"
        />
      )}
      <Button
        type="primary"
        style={{ margin: '12px 0' }}
        loading={importing.isPending}
        onClick={submit}
        data-testid="ipo-import-submit"
      >
        {t('imports.submit')}
      </Button>
      <Table
        rowKey="importId"
        size="small"
        loading={imports.isFetching}
        dataSource={(imports.data ?? []).filter((i) => i.dataset === dataset)}
        pagination={{ pageSize: 5 }}
        columns={[
          {
            title: t('imports.importedAt'),
            dataIndex: 'importedAt',
            width: 140,
            render: (v: string) => formatMinute(v),
          },
          {
            title: t('imports.importedBy'),
            dataIndex: 'importedBy',
            width: 100,
            render: (v: string | null) => v ?? t('imports.seed'),
          },
          { title: t('imports.file'), dataIndex: 'fileName', ellipsis: true },
          {
            title: t('imports.sourceName'),
            dataIndex: 'sourceName',
            ellipsis: true,
            render: (v: string, r) => (
              <>
                {v} {r.synthetic && <Tag color="orange">{t('source.synthetic')}</Tag>}
              </>
            ),
          },
          { title: t('imports.asOf'), dataIndex: 'asOf', width: 110 },
          { title: t('imports.rows'), dataIndex: 'rows', width: 80 },
          {
            title: t('imports.state'),
            dataIndex: 'active',
            width: 120,
            render: (active: boolean, r) =>
              active ? (
                <Tag color="green">{t('imports.active')}</Tag>
              ) : (
                <Popconfirm
                  title={t('imports.restoreConfirm')}
                  onConfirm={() =>
                    restoring.mutateAsync(r.importId).then(() => toast.success(t('imports.restored')))
                  }
                >
                  <Button size="small">{t('imports.restore')}</Button>
                </Popconfirm>
              ),
          },
        ]}
        data-testid="ipo-versions"
      />
    </Modal>
  );
}
