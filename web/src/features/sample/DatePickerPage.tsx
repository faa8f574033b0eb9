// /sample/datePicker: the date picker of spec §9 in each of its views and with a range.
import { Card, Form, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField, DateRangeField, type DateView, defaultFormat } from '../../ui/date/DateField';

type Example = { key: string; view: DateView; withTime?: boolean; format?: string };

const EXAMPLES: Example[] = [
  { key: 'date', view: 'date' },
  { key: 'dateTime', view: 'date', withTime: true },
  { key: 'week', view: 'week' },
  { key: 'month', view: 'month' },
  { key: 'quarter', view: 'quarter' },
  { key: 'year', view: 'year' },
  { key: 'custom', view: 'date', format: 'YYYY年MM月DD日' },
];

function Value({ children }: { children: ReactNode }) {
  return <Typography.Text type="secondary">{children}</Typography.Text>;
}

export default function DatePickerPage() {
  const { t } = useTranslation('sample');
  const [values, setValues] = useState<Record<string, Dayjs | null>>({});
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const show = (v: Dayjs | null | undefined, format: string) =>
    v ? t('date.chosen', { value: v.format(format) }) : t('date.none');
  return (
    <Card title={t('date.title')}>
      <Form layout="vertical" style={{ maxWidth: 520 }}>
        {EXAMPLES.map(({ key, view, withTime = false, format }) => (
          <Form.Item
            key={key}
            label={t(`date.${key}`)}
            extra={<Value>{show(values[key], format ?? defaultFormat(view, withTime))}</Value>}
          >
            <DateField
              id={`date-${key}`}
              view={view}
              withTime={withTime}
              format={format}
              value={values[key] ?? null}
              onChange={(v) => setValues((all) => ({ ...all, [key]: v }))}
              style={{ width: 260 }}
            />
          </Form.Item>
        ))}
        <Form.Item
          label={t('date.range')}
          extra={
            <Value>
              {range?.[0] && range[1]
                ? `${range[0].format('YYYY-MM-DD')} ~ ${range[1].format('YYYY-MM-DD')}`
                : t('date.none')}
            </Value>
          }
        >
          <DateRangeField
            value={range}
            onChange={setRange}
            start={dayjs().startOf('year')}
            end={dayjs().endOf('year')}
          />
        </Form.Item>
      </Form>
    </Card>
  );
}
