// Importing a batch of texts: choose the files, send them at once; the server stores all of them or
// none, and its refusal names each file and line, listed here.
import { InboxOutlined } from '@ant-design/icons';
import type { UploadFile } from 'antd';
import { Alert, Modal, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { toast } from '../../ui';
import { useImportLaws } from './api';

export function LawImportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('law');
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const run = useImportLaws();
  const close = () => {
    setFiles([]);
    setErrors([]);
    onClose();
  };
  const submit = () =>
    run.mutateAsync(files.map((f) => f.originFileObj as File)).then(
      (result) => {
        toast.success(t('import.done', { count: result.imported }));
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
      width={640}
    >
      <Typography.Paragraph type="secondary">{t('import.help')}</Typography.Paragraph>
      <Upload.Dragger
        multiple
        accept=".txt,.md"
        fileList={files}
        beforeUpload={() => false}
        onChange={({ fileList }) => {
          setFiles(fileList);
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
            <ul style={{ margin: 0, paddingLeft: 18 }}>
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
