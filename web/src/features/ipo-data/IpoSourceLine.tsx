// Where the figures on a page come from: the dataset's source and as-of day, and 示例数据 when the
// rows only fill the demo. Every IPO page shows it.
import type { IpoDataSource } from '@portal/contract/ipo-data';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export function IpoSourceLine({ source }: { source: IpoDataSource | null | undefined }) {
  const { t } = useTranslation('ipo-data');
  if (!source)
    return (
      <Typography.Text type="secondary" data-testid="ipo-source">
        {t('source.none')}
      </Typography.Text>
    );
  return (
    <Typography.Text type="secondary" data-testid="ipo-source">
      {t('source.line', { name: source.sourceName, asOf: source.asOf })}
      {source.synthetic && (
        <Tag color="orange" style={{ marginLeft: 8 }}>
          {t('source.synthetic')}
        </Tag>
      )}
    </Typography.Text>
  );
}

/** The case pages of the side the reader is on (government /widget or enterprise /widget_ent). */
export const casePaths = (pathname: string) =>
  pathname.startsWith('/widget_ent') || pathname.startsWith('/ipoStatistics')
    ? {
        list: '/widget_ent/ipoStatistics_case',
        detail: '/widget_ent/ipoStatistics_case_detail',
        government: false,
      }
    : { list: '/widget/ipoStatistics/case', detail: '/widget/ipoStatistics/case-detail', government: true };
