// Importing files that the server takes all or nothing: choose them, send them at once; on success
// say what was imported and close, on refusal list each error the server named (file, row, line).
import { InboxOutlined } from '@ant-design/icons';
import { Alert, Modal, Typography, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { ApiError } from '../api/client';
import { toast } from './feedback';

export type ImportModalProps = {
  open: boolean;
  onClose: () => void;
  /** Sends the chosen files; resolves to the success message. */
  onImport: (files: File[]) => Promise<string>;
  pending: boolean;
  accept: string;
  multiple?: boolean;
  text: { title: string; help: string; drop: string; submit: string; refused: string };
};

export function ImportModal({ open, onClose, onImport, pending, accept, multiple, text }: ImportModalProps) {
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const close = () => {
    setFiles([]);
    setErrors([]);
    onClose();
  };
  const submit = () =>
    onImport(files.map((f) => f.originFileObj as File)).then(
      (message) => {
        toast.success(message);
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
      title={text.title}
      okText={text.submit}
      okButtonProps={{ disabled: files.length === 0, loading: pending }}
      onOk={submit}
      onCancel={close}
      width={640}
    >
      <Typography.Paragraph type="secondary">{text.help}</Typography.Paragraph>
      <Upload.Dragger
        multiple={multiple}
        maxCount={multiple ? undefined : 1}
        accept={accept}
        fileList={files}
        beforeUpload={() => false}
        onChange={({ fileList }) => {
          setFiles(multiple ? fileList : fileList.slice(-1));
          setErrors([]);
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p>{text.drop}</p>
      </Upload.Dragger>
      {errors.length > 0 && (
        <Alert
          style={{ marginTop: 12 }}
          type="error"
          showIcon
          message={text.refused}
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
