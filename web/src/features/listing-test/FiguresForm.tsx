// The figures of a listing test: as-of day, market value, NEEQ months and one to three years
// (latest first), each year's amounts in 万元. Empty optional cells are left out of the call.
import type { EvaluateInput } from '@portal/contract/listing-test';
import { Button, Form, type FormInstance, InputNumber, Space, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../ui/date/DateField';

export const YEAR_ITEMS = [
  'revenue',
  'netProfit',
  'operatingCashFlow',
  'rdExpense',
  'weightedRoe',
  'netAssets',
] as const;
type YearItem = (typeof YEAR_ITEMS)[number];
export type YearRow = { year: number | null } & Partial<Record<YearItem, number | null>>;
export type FiguresValues = {
  asOf?: Dayjs | null;
  marketValue?: number | null;
  neeqInnovationTierMonths?: number | null;
  years: YearRow[];
};

const present = (v: number | null | undefined) => (v === null || v === undefined ? undefined : v);

/** The form's values as the evaluate call's body. */
export function toInput(values: FiguresValues): EvaluateInput {
  return {
    asOf: values.asOf ? values.asOf.format('YYYY-MM-DD') : undefined,
    marketValue: present(values.marketValue),
    neeqInnovationTierMonths: present(values.neeqInnovationTierMonths),
    years: values.years.map((y) => ({
      year: y.year ?? 0,
      revenue: y.revenue ?? 0,
      netProfit: y.netProfit ?? 0,
      operatingCashFlow: present(y.operatingCashFlow),
      rdExpense: present(y.rdExpense),
      weightedRoe: present(y.weightedRoe),
      netAssets: present(y.netAssets),
    })),
  };
}

export function emptyYears(latest: number): YearRow[] {
  return [0, 1, 2].map((i) => ({ year: latest - i }));
}

const REQUIRED = new Set<string>(['revenue', 'netProfit']);

export function FiguresForm({ form }: { form: FormInstance<FiguresValues> }) {
  const { t } = useTranslation('listingTest');
  return (
    <Form<FiguresValues>
      form={form}
      layout="vertical"
      data-testid="listing-form"
      // The last three calendar years, empty.
      initialValues={{ years: emptyYears(new Date().getFullYear() - 1) }}
    >
      <Space wrap size="large">
        <Form.Item name="asOf" label={t('test.asOf')} extra={t('test.asOfHint')}>
          <DateField />
        </Form.Item>
        <Form.Item name="marketValue" label={t('test.marketValue')}>
          <InputNumber min={0} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="neeqInnovationTierMonths" label={t('test.neeqMonths')}>
          <InputNumber min={0} precision={0} style={{ width: 200 }} />
        </Form.Item>
      </Space>
      <Form.List name="years">
        {(fields, { add, remove }) => (
          <>
            <Table
              size="small"
              pagination={false}
              title={() => t('test.years')}
              dataSource={fields}
              rowKey="key"
              columns={[
                {
                  title: t('test.year'),
                  width: 100,
                  render: (_: unknown, field) => (
                    <Form.Item name={[field.name, 'year']} noStyle rules={[{ required: true }]}>
                      <InputNumber
                        precision={0}
                        min={1990}
                        max={2100}
                        style={{ width: 90 }}
                        aria-label={t('test.year')}
                      />
                    </Form.Item>
                  ),
                },
                ...YEAR_ITEMS.map((item) => ({
                  title: t(`test.${item}`),
                  render: (_: unknown, field: { name: number }) => (
                    <Form.Item
                      name={[field.name, item]}
                      noStyle
                      rules={REQUIRED.has(item) ? [{ required: true, message: t('test.required') }] : []}
                    >
                      <InputNumber
                        style={{ width: '100%' }}
                        aria-label={`${t(`test.${item}`)} ${field.name + 1}`}
                      />
                    </Form.Item>
                  ),
                })),
                {
                  title: '',
                  width: 70,
                  render: (_: unknown, field) =>
                    fields.length > 1 ? (
                      <Button type="link" size="small" onClick={() => remove(field.name)}>
                        {t('test.removeYear')}
                      </Button>
                    ) : null,
                },
              ]}
            />
            {fields.length < 3 && (
              <Button
                type="dashed"
                style={{ marginTop: 8 }}
                onClick={() => {
                  const years = form.getFieldValue('years') as YearRow[];
                  const last = years.at(-1)?.year;
                  add({ year: last ? last - 1 : null });
                }}
              >
                {t('test.addYear')}
              </Button>
            )}
          </>
        )}
      </Form.List>
    </Form>
  );
}
