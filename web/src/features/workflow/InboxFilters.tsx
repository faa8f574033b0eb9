// The filter bar of an inbox: process, state, keyword, submission dates and overdue-only, all kept
// in the URL.
import type { WorkflowProcess } from '@portal/contract';
import { Button, Checkbox, DatePicker, Flex, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

export type FilterValues = {
  process: string;
  state: string;
  keyword: string;
  from: string;
  to: string;
  /** 'true': only open items past their deadline. */
  overdue: string;
};

type Props = {
  processes: WorkflowProcess[];
  values: FilterValues;
  onChange: (changes: Partial<FilterValues>) => void;
  onReset: () => void;
};

export function InboxFilters({ processes, values, onChange, onReset }: Props) {
  const { t } = useTranslation('workflow');
  const scope = values.process ? processes.filter((p) => p.key === values.process) : processes;
  // Several processes may share a state key; show each key once.
  const states = [...new Map(scope.flatMap((p) => p.states).map((s) => [s.key, s])).values()];
  const day = (v: string) => (v ? dayjs(v) : null);
  return (
    <Flex gap={12} wrap style={{ marginBottom: 16 }}>
      <Select
        allowClear
        style={{ width: 200 }}
        placeholder={t('filters.process')}
        aria-label={t('filters.process')}
        value={values.process || undefined}
        onChange={(v) => onChange({ process: v ?? '', state: '' })}
        options={processes.map((p) => ({ value: p.key, label: p.title }))}
      />
      <Select
        allowClear
        style={{ width: 160 }}
        placeholder={t('filters.state')}
        aria-label={t('filters.state')}
        value={values.state || undefined}
        onChange={(v) => onChange({ state: v ?? '' })}
        options={states.map((s) => ({ value: s.key, label: s.label }))}
      />
      <DatePicker.RangePicker
        allowEmpty={[true, true]}
        placeholder={t('filters.dates', { returnObjects: true }) as [string, string]}
        value={[day(values.from), day(values.to)]}
        onChange={(range) =>
          onChange({
            from: range?.[0]?.format('YYYY-MM-DD') ?? '',
            to: range?.[1]?.format('YYYY-MM-DD') ?? '',
          })
        }
      />
      <Input.Search
        key={values.keyword}
        allowClear
        defaultValue={values.keyword}
        placeholder={t('filters.keyword')}
        aria-label={t('filters.keyword')}
        enterButton={t('filters.search')}
        onSearch={(q) => onChange({ keyword: q.trim() })}
        style={{ width: 300 }}
      />
      <Checkbox
        checked={values.overdue === 'true'}
        onChange={(e) => onChange({ overdue: e.target.checked ? 'true' : '' })}
        style={{ alignSelf: 'center' }}
        data-testid="inbox-overdue-only"
      >
        {t('filters.overdue')}
      </Checkbox>
      <Button onClick={onReset}>{t('filters.reset')}</Button>
    </Flex>
  );
}
