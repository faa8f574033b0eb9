// Files of a form (answers, photos, attachments): uploaded to the file store as they are chosen
// (POST /console/api/files); the form keeps {id, name}. FileLinks shows them for reading.
import { UploadOutlined } from '@ant-design/icons';
import { FILE_EXTENSIONS, fileEndpoints, fileUrl, IMAGE_EXTENSIONS, type StoredFile } from '@portal/contract';
import type { FileRef } from '@portal/contract/research';
import { Button, Image, Space, Typography, Upload, type UploadFile } from 'antd';
import { toast } from '../../ui';

type Answer = { data?: StoredFile; message?: string };

export function FilesField({
  value = [],
  onChange,
  images = false,
  label,
  testId,
}: {
  value?: FileRef[];
  onChange?: (files: FileRef[]) => void;
  images?: boolean;
  label: string;
  testId?: string;
}) {
  const fileList: UploadFile[] = value.map((f) => ({
    uid: f.id,
    name: f.name,
    status: 'done',
    url: fileUrl(f.id),
  }));
  return (
    <Upload<Answer>
      name="file"
      action={fileEndpoints.upload.path}
      accept={(images ? IMAGE_EXTENSIONS : FILE_EXTENSIONS).join(',')}
      listType={images ? 'picture' : 'text'}
      defaultFileList={fileList}
      onChange={({ file, fileList: next }) => {
        if (file.status === 'error') toast.error(file.response?.message ?? '');
        if (file.status === 'done' || file.status === 'removed')
          onChange?.(
            next
              .filter((f) => f.status === 'done')
              .map((f) =>
                f.response?.data
                  ? { id: f.response.data.id, name: f.response.data.name }
                  : { id: f.uid, name: f.name },
              ),
          );
      }}
    >
      <Button icon={<UploadOutlined />} data-testid={testId}>
        {label}
      </Button>
    </Upload>
  );
}

export function FileLinks({ files, images = false }: { files: readonly FileRef[]; images?: boolean }) {
  if (files.length === 0) return null;
  if (images)
    return (
      <Image.PreviewGroup>
        <Space wrap>
          {files.map((f) => (
            <Image
              key={f.id}
              src={fileUrl(f.id)}
              alt={f.name}
              width={120}
              height={90}
              style={{ objectFit: 'cover' }}
            />
          ))}
        </Space>
      </Image.PreviewGroup>
    );
  return (
    <Space direction="vertical" size={2}>
      {files.map((f) => (
        <Typography.Link key={f.id} href={fileUrl(f.id)} target="_blank">
          {f.name}
        </Typography.Link>
      ))}
    </Space>
  );
}
