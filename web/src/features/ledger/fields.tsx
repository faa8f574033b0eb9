// Small form pieces of the ledger: a date kept as its YYYY-MM-DD text, an intermediary by name.
import { Col, Form, Input } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
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

/**
 * An intermediary by name. A library pick keeps its id until the name is typed over, so the
 * server, which names library entries itself, does not turn the typed name back.
 */
export function IntermediaryItem({
  role,
  label,
  disabled,
}: {
  role: string;
  label: ReactNode;
  disabled?: boolean;
}) {
  const form = Form.useFormInstance();
  return (
    <Col {...col}>
      <Form.Item name={[role, 'id']} hidden>
        <Input />
      </Form.Item>
      <Form.Item name={[role, 'name']} label={label}>
        <Input
          maxLength={100}
          disabled={disabled}
          onChange={() => form.setFieldValue([role, 'id'], undefined)}
          data-testid={`ledger-${role}`}
        />
      </Form.Item>
    </Col>
  );
}
