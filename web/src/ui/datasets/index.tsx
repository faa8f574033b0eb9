// TEMPORARY stand-in for main's shared dataset pipeline (issue 13), reverted before merging main.
import type { DatasetSource } from '@portal/contract/datasets';
import { Tag, Typography } from 'antd';

export function SourceLine({ source }: { source: DatasetSource | null | undefined }) {
  if (!source)
    return (
      <Typography.Text type="secondary" data-testid="dataset-source">
        尚未导入数据
      </Typography.Text>
    );
  return (
    <Typography.Text type="secondary" data-testid="dataset-source">
      数据来源：{source.sourceName}，截至 {source.asOf}
      {source.synthetic && (
        <Tag color="orange" style={{ marginLeft: 8 }}>
          示例数据
        </Tag>
      )}
    </Typography.Text>
  );
}

export function DatasetImportsButton(_: { datasets: readonly string[] }) {
  return null;
}
