import type { LawValidity } from '@portal/contract/law';
import { Tag } from 'antd';
import { useEnumLabel } from '../../ui/enumLabel';

const COLORS: Record<LawValidity, string> = {
  EFFECTIVE: 'green',
  AMENDED: 'orange',
  REPEALED: 'default',
  NOT_YET_EFFECTIVE: 'blue',
  PARTLY_INVALID: 'gold',
};

export function ValidityTag({ validity }: { validity: LawValidity }) {
  const label = useEnumLabel();
  return <Tag color={COLORS[validity]}>{label('lawValidity', validity)}</Tag>;
}
