// A searchable choice among all knowledge nodes (disabled ones included), asking the server as
// the administrator types, so it works however large the graph grows.
import type { KnowledgeNodeAdmin } from '@portal/contract';
import { Select, Tag } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useKnowledgeNodes } from '../../api/knowledge';
import { NODE_TYPE_COLORS } from './graphData';

type Props = {
  value?: string;
  onChange?: (nodeId: string | undefined) => void;
  /** The chosen node's name when it is not among the current matches (editing a relation). */
  knownName?: string;
  placeholder?: string;
  allowClear?: boolean;
  style?: React.CSSProperties;
  'data-testid'?: string;
};

export function NodePicker({ value, onChange, knownName, placeholder, allowClear, style, ...rest }: Props) {
  const { t } = useTranslation('knowledge');
  const [keyword, setKeyword] = useState('');
  const deferred = useDeferredValue(keyword);
  const nodes = useKnowledgeNodes({ keyword: deferred || undefined, page: 1, size: 20 });
  const label = (n: KnowledgeNodeAdmin) => (
    <span>
      <Tag color={NODE_TYPE_COLORS[n.type]}>{t(`nodeType.${n.type}`)}</Tag>
      {n.name}
    </span>
  );
  const options = (nodes.data?.items ?? []).map((n) => ({ value: n.nodeId, label: label(n), name: n.name }));
  if (value && knownName && !options.some((o) => o.value === value))
    options.unshift({ value, label: <span>{knownName}</span>, name: knownName });
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      value={value}
      onChange={(v) => onChange?.(v)}
      options={options}
      loading={nodes.isFetching}
      placeholder={placeholder ?? t('relationForm.pick')}
      allowClear={allowClear}
      style={style}
      optionLabelProp="label"
      data-testid={rest['data-testid']}
    />
  );
}
