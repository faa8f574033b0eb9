// The cover picture and the attachments of an article, uploaded to the file store
// (POST /console/api/files) as they are chosen; the form keeps their addresses.
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import {
  ARTICLE_LIMITS,
  type ArticleAttachment,
  FILE_EXTENSIONS,
  FILE_MAX_BYTES,
  fileEndpoints,
  IMAGE_EXTENSIONS,
  IMAGE_MAX_BYTES,
  type StoredFile,
} from '@portal/contract';
import type { UploadFile, UploadProps } from 'antd';
import { Button, Upload } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui';

type Answer = { data?: StoredFile; message?: string };

/** Refuses before sending what the server would refuse anyway (size, extension). */
function checked(images: boolean, t: TFunction<'article'>): UploadProps['beforeUpload'] {
  const extensions: readonly string[] = images ? IMAGE_EXTENSIONS : FILE_EXTENSIONS;
  const max = images ? IMAGE_MAX_BYTES : FILE_MAX_BYTES;
  return (file) => {
    const extension = file.name.slice(file.name.lastIndexOf('.')).toLowerCase();
    if (!extensions.includes(extension)) {
      toast.error(t('upload.badType', { types: extensions.join(' ') }));
      return Upload.LIST_IGNORE;
    }
    if (file.size > max) {
      toast.error(t('upload.tooLarge', { mb: max / 1024 / 1024 }));
      return Upload.LIST_IGNORE;
    }
    return true;
  };
}

const failure = (file: UploadFile<Answer>) =>
  file.status === 'error' && toast.error(file.response?.message ?? '');

export function CoverField({
  value,
  onChange,
}: {
  value?: string | null;
  onChange?: (v: string | null) => void;
}) {
  const { t } = useTranslation('article');
  const fileList: UploadFile[] = value ? [{ uid: value, name: 'cover', status: 'done', url: value }] : [];
  return (
    <Upload<Answer>
      name="file"
      action={fileEndpoints.upload.path}
      accept={IMAGE_EXTENSIONS.join(',')}
      listType="picture-card"
      maxCount={1}
      fileList={fileList}
      beforeUpload={checked(true, t)}
      onChange={({ file }) => {
        if (file.status === 'done') onChange?.(file.response?.data?.url ?? null);
        else if (file.status === 'removed') onChange?.(null);
        else failure(file);
      }}
      data-testid="article-cover"
    >
      {!value && (
        <div>
          <PlusOutlined />
          <div style={{ marginTop: 8 }}>{t('upload.cover')}</div>
        </div>
      )}
    </Upload>
  );
}

export function AttachmentsField({
  value = [],
  onChange,
}: {
  value?: ArticleAttachment[];
  onChange?: (v: ArticleAttachment[]) => void;
}) {
  const { t } = useTranslation('article');
  const fileList: UploadFile[] = value.map((a) => ({ uid: a.url, name: a.name, status: 'done', url: a.url }));
  return (
    <Upload<Answer>
      name="file"
      action={fileEndpoints.upload.path}
      multiple
      maxCount={ARTICLE_LIMITS.attachments}
      fileList={fileList}
      beforeUpload={checked(false, t)}
      onChange={({ file }) => {
        const stored = file.response?.data;
        if (file.status === 'done' && stored) onChange?.([...value, { name: stored.name, url: stored.url }]);
        else if (file.status === 'removed') onChange?.(value.filter((a) => a.url !== file.url));
        else failure(file);
      }}
    >
      <Button icon={<UploadOutlined />}>{t('upload.attachment')}</Button>
    </Upload>
  );
}
