// An enterprise's grades as tags, the golden seed in gold.
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export function GradeTags({ grades }: { grades: readonly string[] }) {
  const { t } = useTranslation('enterprise');
  return (
    <Space size={[4, 4]} wrap>
      {grades.map((g) => (
        <Tag key={g} color={g === 'GOLDEN_SEED' ? 'gold' : g === 'NOT_APPLICABLE' ? 'default' : 'blue'}>
          {t(`grades.${g}`)}
        </Tag>
      ))}
    </Space>
  );
}
