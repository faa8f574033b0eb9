// One API operation: its parameters as a table, request and response schemas as readable text.
import type { TableColumnsType } from 'antd';
import { Empty, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Operation, Parameter } from './openapi';
import { schemaText } from './openapi';

export const METHOD_COLORS: Record<string, string> = {
  get: 'blue',
  post: 'green',
  put: 'orange',
  patch: 'gold',
  delete: 'red',
};

const codeStyle = {
  margin: 0,
  padding: 12,
  background: '#f6f8fa',
  borderRadius: 6,
  fontSize: 12,
  overflowX: 'auto',
} as const;

function SchemaBlock({ mediaType, text }: { mediaType: string; text: string }) {
  return (
    <div style={{ marginBottom: 8 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {mediaType}
      </Typography.Text>
      <pre style={codeStyle}>{text}</pre>
    </div>
  );
}

export function OperationDetail({ op, components }: { op: Operation; components: Record<string, unknown> }) {
  const { t } = useTranslation('pages');
  const columns: TableColumnsType<Parameter> = [
    {
      title: t('openapi.param.name'),
      dataIndex: 'name',
      render: (n: string) => <Typography.Text code>{n}</Typography.Text>,
    },
    { title: t('openapi.param.in'), dataIndex: 'in', width: 90 },
    {
      title: t('openapi.param.required'),
      dataIndex: 'required',
      width: 80,
      render: (r?: boolean) => (r ? <Tag color="red">{t('openapi.yes')}</Tag> : t('openapi.no')),
    },
    {
      title: t('openapi.param.type'),
      key: 'type',
      render: (_: unknown, p) => schemaText(p.schema, components),
    },
    { title: t('openapi.param.description'), dataIndex: 'description' },
  ];
  const body = Object.entries(op.requestBody?.content ?? {});
  return (
    <div>
      {op.description && <Typography.Paragraph>{op.description}</Typography.Paragraph>}
      <Typography.Title level={5}>{t('openapi.parameters')}</Typography.Title>
      {op.parameters.length ? (
        <Table<Parameter>
          size="small"
          rowKey={(p) => `${p.in}:${p.name}`}
          columns={columns}
          dataSource={op.parameters}
          pagination={false}
          style={{ marginBottom: 16 }}
        />
      ) : (
        <Typography.Paragraph type="secondary">{t('openapi.none')}</Typography.Paragraph>
      )}
      {body.length > 0 && (
        <>
          <Typography.Title level={5}>{t('openapi.requestBody')}</Typography.Title>
          {body.map(([mediaType, c]) => (
            <SchemaBlock key={mediaType} mediaType={mediaType} text={schemaText(c.schema, components)} />
          ))}
        </>
      )}
      <Typography.Title level={5}>{t('openapi.responses')}</Typography.Title>
      {Object.keys(op.responses).length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
      {Object.entries(op.responses).map(([status, response]) => (
        <div key={status} style={{ marginBottom: 12 }}>
          <Tag color={status.startsWith('2') ? 'green' : 'volcano'}>{status}</Tag>
          <Typography.Text>{response.description}</Typography.Text>
          {Object.entries(response.content ?? {}).map(([mediaType, c]) => (
            <SchemaBlock key={mediaType} mediaType={mediaType} text={schemaText(c.schema, components)} />
          ))}
        </div>
      ))}
    </div>
  );
}
