// Where the figures on a page come from: the dataset's source and as-of day, and 示例数据 when the
// rows only fill the demo. Every page built on an imported dataset shows it.
import type { DatasetSource } from '@portal/contract/datasets';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export function SourceLine({
  source,
  testId = 'dataset-source',
}: {
  source: DatasetSource | null | undefined;
  testId?: string;
}) {
  const { t } = useTranslation('shell');
  return (
    <Typography.Text type="secondary" data-testid={testId}>
      {source
        ? t('datasets.source.line', { name: source.sourceName, asOf: source.asOf })
        : t('datasets.source.none')}
      {source?.synthetic && (
        <Tag color="orange" style={{ marginLeft: 8 }}>
          {t('datasets.source.synthetic')}
        </Tag>
      )}
    </Typography.Text>
  );
}
