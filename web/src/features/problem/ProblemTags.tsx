// The little marks of a problem in lists and the detail: its state, overdue, escalation card, 督办.
import type { ProblemSummary } from '@portal/contract/problem';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEnumLabel } from '../../ui/enumLabel';

const STATE_COLORS: Partial<Record<ProblemSummary['state'], string>> = {
  draft: 'default',
  submitted: 'processing',
  returned: 'warning',
  declined: 'default',
  assigned: 'blue',
  extending: 'purple',
  proposed: 'cyan',
  closed: 'green',
  rated: 'success',
};
const CARD_COLORS = ['', 'orange', 'gold', 'red'];

export function ProblemTags({ problem }: { problem: ProblemSummary }) {
  const { t } = useTranslation('problem');
  const label = useEnumLabel();
  return (
    <Space size={4} wrap>
      <Tag color={STATE_COLORS[problem.state]}>{label('problemState', problem.state)}</Tag>
      {problem.overdue && <Tag color="error">{t('overdue')}</Tag>}
      {problem.escalation > 0 && (
        <Tag color={CARD_COLORS[problem.escalation]}>{t(`escalation.${problem.escalation}`)}</Tag>
      )}
      {problem.supervised && <Tag color="magenta">{t('supervised')}</Tag>}
    </Space>
  );
}
