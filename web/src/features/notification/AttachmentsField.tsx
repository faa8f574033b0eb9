// Attachments of a document or a reply: each file goes to the shared file store as soon as it is
// picked (POST /console/api/files); the form keeps the stored ids and names. Files a saved draft
// already has show as done.
import { UploadOutlined } from '@ant-design/icons';
import { FILE_EXTENSIONS, fileUrl, type StoredFile } from '@portal/contract';
import type { UploadFile, UploadProps } from 'antd';
import { Button, Upload } from 'antd';
import { ApiError } from '../../api/client';
import { uploadFile } from '../../api/files';

export type Attachment = { id: string; name?: string };

const upload: UploadProps<StoredFile>['customRequest'] = ({ file, onSuccess, onError }) => {
  uploadFile(file as File)
    .then((stored) => onSuccess?.(stored))
    .catch((error: unknown) => onError?.(error instanceof ApiError ? error : new Error(String(error))));
};

export const toUploadFiles = (attachments: readonly Attachment[]): UploadFile<StoredFile>[] =>
  attachments.map((a) => ({
    uid: a.id,
    name: a.name ?? a.id,
    status: 'done',
    url: fileUrl(a.id),
    response: { id: a.id, name: a.name ?? a.id } as StoredFile,
  }));

/** The stored files that finished uploading. */
export const attachmentsOf = (files: UploadFile<StoredFile>[] | undefined): Attachment[] =>
  (files ?? []).flatMap((f) =>
    f.status === 'done' && f.response ? [{ id: f.response.id, name: f.response.name }] : [],
  );

type Props = {
  value?: UploadFile<StoredFile>[];
  onChange?: (files: UploadFile<StoredFile>[]) => void;
  label: string;
};

export function AttachmentsField({ value, onChange, label }: Props) {
  return (
    <Upload<StoredFile>
      fileList={value}
      maxCount={10}
      accept={FILE_EXTENSIONS.join(',')}
      customRequest={upload}
      onChange={({ fileList }) => onChange?.(fileList)}
    >
      <Button icon={<UploadOutlined />}>{label}</Button>
    </Upload>
  );
}
