// Small form pieces of the ledger: a date kept as its YYYY-MM-DD text, an intermediary picked
// from the institution library or typed by name.
import { AutoComplete, Col, Form, Input } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInstitutionOptions } from '../../api/institution';
import { DateField } from '../../ui/date/DateField';

export const col = { xs: 24, sm: 12, lg: 8 };
type Name = string | (string | number)[];

/** A date field whose form value is the day's text, as the contract carries it. */
export function DayItem({ name, label, disabled }: { name: Name; label: ReactNode; disabled?: boolean }) {
  return (
    <Form.Item
      name={name}
      label={label}
      getValueProps={(v?: string) => ({ value: v ? dayjs(v) : null })}
      normalize={(d: dayjs.Dayjs | null) => (d ? d.format('YYYY-MM-DD') : undefined)}
    >
      <DateField disabled={disabled} style={{ width: '100%' }} />
    </Form.Item>
  );
}

export function DayCol(props: { name: Name; label: ReactNode; disabled?: boolean }) {
  return (
    <Col {...col}>
      <DayItem {...props} />
    </Col>
  );
}

/** The library type each intermediary role is picked from. */
const LIBRARY_TYPE = { broker: 'BROKER', lawFirm: 'LAW_FIRM', accountingFirm: 'ACCOUNTING_FIRM' } as const;
export type IntermediaryRole = keyof typeof LIBRARY_TYPE;

/**
 * An intermediary: searched by name in the institution library of its type, or typed freely when
 * it is not there. A library pick keeps its id until the name is typed over, so the server, which
 * names library entries itself, does not turn the typed name back.
 */
export function IntermediaryItem({
  role,
  label,
  disabled,
}: {
  role: IntermediaryRole;
  label: ReactNode;
  disabled?: boolean;
}) {
  const { t } = useTranslation('ledger');
  const form = Form.useFormInstance();
  const [keyword, setKeyword] = useState('');
  const library = useInstitutionOptions(LIBRARY_TYPE[role], keyword);
  const options = (library.data ?? []).map((o) => ({ value: o.name, label: o.name, id: o.id }));
  return (
    <Col {...col}>
      <Form.Item name={[role, 'id']} hidden>
        <Input />
      </Form.Item>
      <Form.Item name={[role, 'name']} label={label} tooltip={t('form.intermediaryHint')}>
        <AutoComplete
          options={options}
          disabled={disabled}
          allowClear
          onSearch={(text) => {
            setKeyword(text.trim());
            form.setFieldValue([role, 'id'], undefined);
          }}
          onSelect={(_: string, option: { id: string }) => form.setFieldValue([role, 'id'], option.id)}
          onClear={() => form.setFieldValue([role, 'id'], undefined)}
        >
          <Input maxLength={100} data-testid={`ledger-${role}`} />
        </AutoComplete>
      </Form.Item>
    </Col>
  );
}
