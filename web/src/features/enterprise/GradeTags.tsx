// An enterprise's grades as tags, the golden seed in gold.
import type { Grade } from '@portal/contract';
import { Space, Tag } from 'antd';
import { useEnumLabel } from '../../ui/enumLabel';

export function GradeTags({ grades }: { grades: readonly Grade[] }) {
  const label = useEnumLabel();
  return (
    <Space size={[4, 4]} wrap>
      {grades.map((g) => (
        // A long name (English) wraps inside its tag instead of running into the next column.
        <Tag
          key={g}
          color={g === 'GOLDEN_SEED' ? 'gold' : g === 'NOT_APPLICABLE' ? 'default' : 'blue'}
          style={{ whiteSpace: 'normal', marginInlineEnd: 0 }}
        >
          {label('grade', g)}
        </Tag>
      ))}
    </Space>
  );
}
