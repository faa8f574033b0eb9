// Attachments of a problem or a step: each picked file goes to the shared file store at once
// (platform/files checks size, extension and content); the form then names the stored ids.
import { UploadOutlined } from '@ant-design/icons';
import { FILE_EXTENSIONS, fileEndpoints, type StoredFile } from '@portal/contract';
import { PROBLEM_ATTACHMENTS_MAX } from '@portal/contract/problem';
import type { UploadFile, UploadProps } from 'antd';
import { Button, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { hrefOf } from '../../api/endpoint';
import { uploadFile } from '../../api/files';

type Props = { value?: UploadFile<StoredFile>[]; onChange?: (files: UploadFile<StoredFile>[]) => void };

const send: UploadProps<StoredFile>['customRequest'] = ({ file, onSuccess, onError }) => {
  uploadFile(file as File)
    .then((stored) => onSuccess?.(stored))
    .catch((error: unknown) => onError?.(error instanceof ApiError ? error : new Error(String(error))));
};

/** The files that finished uploading, as the contract names them. */
export const storedOf = (files: UploadFile<StoredFile>[] | undefined) =>
  (files ?? []).flatMap((f) =>
    f.status === 'done' ? [{ id: f.response?.id ?? f.uid, name: f.response?.name ?? f.name }] : [],
  );

/** Files already attached, shown as uploaded. */
export const uploadedOf = (files: { id: string; name: string }[]): UploadFile<StoredFile>[] =>
  files.map((f) => ({ uid: f.id, name: f.name, status: 'done', url: fileHref(f.id) }));

export const fileHref = (id: string) => hrefOf(fileEndpoints.read, { params: { id } });

export function ProblemAttachments({ value, onChange }: Props) {
  const { t } = useTranslation('problem');
  return (
    <Upload<StoredFile>
      fileList={value}
      maxCount={PROBLEM_ATTACHMENTS_MAX}
      accept={FILE_EXTENSIONS.join(',')}
      customRequest={send}
      onChange={({ fileList }) => onChange?.(fileList)}
    >
      <Button icon={<UploadOutlined />}>{t('form.upload')}</Button>
    </Upload>
  );
}
