// /sample/fileUpload: upload through the shared file store and download again. The size and type
// are checked here first; the server checks them again, with the content's magic bytes.
import { InboxOutlined } from '@ant-design/icons';
import {
  checkUpload,
  FILE_EXTENSIONS,
  FILE_MAX_BYTES,
  PAGE_SIZE_DEFAULT,
  type StoredFile,
} from '@portal/contract';
import { Button, Card, Empty, Space, Table, type TableColumnsType, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/client';
import { useMyFiles, useUploadFile } from '../../api/files';
import { toast } from '../../ui';
import { formatMinute } from '../../ui/time';

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export default function FileTransferPage() {
  const { t } = useTranslation('sample');
  const [paging, setPaging] = useState({ page: 1, size: PAGE_SIZE_DEFAULT });
  const files = useMyFiles(paging.page, paging.size);
  const upload = useUploadFile();

  const columns: TableColumnsType<StoredFile> = [
    { title: t('file.columns.name'), dataIndex: 'name', ellipsis: true },
    { title: t('file.columns.size'), dataIndex: 'size', width: 110, render: formatSize },
    { title: t('file.columns.mime'), dataIndex: 'mime', width: 220, ellipsis: true },
    {
      title: t('file.columns.createdAt'),
      dataIndex: 'createdAt',
      width: 170,
      render: (v: string) => formatMinute(v),
    },
    {
      title: t('file.columns.actions'),
      key: 'actions',
      width: 140,
      render: (_: unknown, f) => (
        <Space size={4}>
          <Button type="link" size="small" href={f.url} download={f.name}>
            {t('file.download')}
          </Button>
          {f.mime.startsWith('image/') && (
            <Button type="link" size="small" href={f.url} target="_blank" rel="noopener noreferrer">
              {t('file.open')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card title={t('file.title')}>
      <Upload.Dragger
        multiple
        showUploadList={false}
        accept={FILE_EXTENSIONS.join(',')}
        beforeUpload={(file) => {
          const problem = checkUpload(file, { maxSize: FILE_MAX_BYTES, allowFiles: FILE_EXTENSIONS });
          if (problem === 'tooLarge') toast.error(t('file.tooLarge', { name: file.name }));
          else if (problem) toast.error(t('file.notAllowed', { name: file.name }));
          return problem ? Upload.LIST_IGNORE : true;
        }}
        customRequest={({ file, onSuccess, onError }) => {
          upload.mutateAsync(file as File).then(
            (stored) => {
              toast.success(t('file.uploaded', { name: stored.name }));
              onSuccess?.(stored);
            },
            (error: ApiError) => {
              toast.error(t('file.failed', { message: error.details[0]?.message ?? error.message }));
              onError?.(error);
            },
          );
        }}
        data-testid="sample-upload"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('file.drag')}</p>
        <p className="ant-upload-hint">
          {t('file.hint', { extensions: FILE_EXTENSIONS.join(' '), size: FILE_MAX_BYTES / 1024 / 1024 })}
        </p>
      </Upload.Dragger>
      <h3 style={{ marginTop: 24 }}>{t('file.mine')}</h3>
      <Table<StoredFile>
        rowKey="id"
        columns={columns}
        dataSource={files.data?.items ?? []}
        loading={files.isFetching || upload.isPending}
        locale={{ emptyText: <Empty description={t('file.empty')} /> }}
        pagination={{
          current: paging.page,
          pageSize: paging.size,
          total: files.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('file.total', { total }),
          onChange: (page, size) => setPaging({ page: size === paging.size ? page : 1, size }),
        }}
      />
    </Card>
  );
}
