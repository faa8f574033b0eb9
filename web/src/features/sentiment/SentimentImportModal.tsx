// Importing items from a workbook (标题, 摘要, 网址, 来源, 发布日期): all or nothing; a refusal lists
// each bad row and column.
import { InboxOutlined } from '@ant-design/icons';
import { Alert, Modal, Typography, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { toast } from '../../ui';
import { useImportSentiment } from './api';

export function SentimentImportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('sentiment');
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const run = useImportSentiment();
  const close = () => {
    setFiles([]);
    setErrors([]);
    onClose();
  };
  const submit = () =>
    run.mutateAsync(files[0]!.originFileObj as File).then(
      (r) => {
        toast.success(t('import.done', r));
        close();
      },
      (error: unknown) =>
        setErrors(
          error instanceof ApiError && error.details.length > 0
            ? error.details.map((d) => d.message)
            : [error instanceof Error ? error.message : String(error)],
        ),
    );
  return (
    <Modal
      open={open}
      title={t('import.title')}
      okText={t('import.submit')}
      okButtonProps={{ disabled: files.length === 0, loading: run.isPending }}
      onOk={submit}
      onCancel={close}
      width={600}
    >
      <Typography.Paragraph type="secondary">{t('import.help')}</Typography.Paragraph>
      <Upload.Dragger
        accept=".xlsx"
        maxCount={1}
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
        <p>{t('import.drop')}</p>
      </Upload.Dragger>
      {errors.length > 0 && (
        <Alert
          style={{ marginTop: 12 }}
          type="error"
          showIcon
          message={t('import.refused')}
          description={
            <ul style={{ margin: 0, paddingLeft: 18, maxHeight: 200, overflow: 'auto' }}>
              {errors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          }
        />
      )}
    </Modal>
  );
}
