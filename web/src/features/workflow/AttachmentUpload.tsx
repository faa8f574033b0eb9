// Attachments of a workflow step: each file goes to the shared file store (POST /console/api/files)
// as soon as it is picked; the step then names the stored ids.
import { UploadOutlined } from '@ant-design/icons';
import { FILE_EXTENSIONS, type StoredFile } from '@portal/contract';
import type { UploadFile, UploadProps } from 'antd';
import { Button, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { uploadFile } from '../../api/files';

type Props = { value?: UploadFile<StoredFile>[]; onChange?: (files: UploadFile<StoredFile>[]) => void };

const upload: UploadProps<StoredFile>['customRequest'] = ({ file, onSuccess, onError }) => {
  uploadFile(file as File)
    .then((stored) => onSuccess?.(stored))
    .catch((error: unknown) => onError?.(error instanceof ApiError ? error : new Error(String(error))));
};

/** The stored ids of the files that finished uploading. */
export const uploadedIds = (files: UploadFile<StoredFile>[] | undefined) =>
  (files ?? []).flatMap((f) => (f.status === 'done' && f.response ? [{ id: f.response.id }] : []));

export function AttachmentUpload({ value, onChange }: Props) {
  const { t } = useTranslation('workflow');
  return (
    <Upload<StoredFile>
      fileList={value}
      maxCount={5}
      accept={FILE_EXTENSIONS.join(',')}
      customRequest={upload}
      onChange={({ fileList }) => onChange?.(fileList)}
    >
      <Button icon={<UploadOutlined />}>{t('form.upload')}</Button>
    </Upload>
  );
}
