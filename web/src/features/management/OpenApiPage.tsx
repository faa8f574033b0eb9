// A readable view of the OpenAPI document for administrators: operations grouped by tag or path,
// searchable, each one expandable, and the raw JSON to download.
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Collapse, Empty, Flex, Input, Skeleton, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpenApiDocument } from '../../api/management';
import { useOpenApi } from '../../api/management';
import { METHOD_COLORS, OperationDetail } from './OperationDetail';
import { groupOperations } from './openapi';

function download(doc: OpenApiDocument) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(doc, null, 2)], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = 'openapi.json';
  a.click();
  URL.revokeObjectURL(url);
}

export default function OpenApiPage() {
  const { t } = useTranslation('pages');
  const [search, setSearch] = useState('');
  const openapi = useOpenApi();
  const doc = openapi.data;
  const groups = useMemo(() => (doc ? groupOperations(doc, search) : []), [doc, search]);
  const count = groups.reduce((n, g) => n + g.operations.length, 0);
  const components = doc?.components?.schemas ?? {};

  if (openapi.isPending)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  if (!doc) return <Alert type="error" showIcon title={t('openapi.loadFailed')} />;

  return (
    <Card
      title={
        <Space>
          {t('openapi.title')}
          {doc.info?.version && <Tag>{doc.info.version}</Tag>}
        </Space>
      }
      extra={
        <Button icon={<DownloadOutlined />} onClick={() => download(doc)}>
          {t('openapi.download')}
        </Button>
      }
    >
      <Flex gap={12} align="center" style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('openapi.searchPlaceholder')}
          aria-label={t('openapi.searchPlaceholder')}
          onChange={(e) => setSearch(e.target.value)}
          style={{ maxWidth: 360 }}
        />
        <Typography.Text type="secondary">
          {t('openapi.count', { count, groups: groups.length })}
        </Typography.Text>
      </Flex>
      {groups.length === 0 ? (
        <Empty description={t('openapi.noMatch')} />
      ) : (
        groups.map((group) => (
          <div key={group.name} style={{ marginBottom: 20 }}>
            <Typography.Title level={5} style={{ marginBottom: 8 }}>
              {group.name}
            </Typography.Title>
            <Collapse
              size="small"
              items={group.operations.map((op) => ({
                key: op.id,
                label: (
                  <Space wrap>
                    <Tag
                      color={METHOD_COLORS[op.method] ?? 'default'}
                      style={{ width: 64, textAlign: 'center' }}
                    >
                      {op.method.toUpperCase()}
                    </Tag>
                    <Typography.Text code>{op.path}</Typography.Text>
                    <Typography.Text type="secondary">{op.summary}</Typography.Text>
                  </Space>
                ),
                children: <OperationDetail op={op} components={components} />,
              }))}
            />
          </div>
        ))
      )}
    </Card>
  );
}
