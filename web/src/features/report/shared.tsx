// What the report pages share: the kind a path names, the state tag, and the form items of a
// kind's fields (contract REPORT_FIELDS), with a server refusal's `content.<field>` shown under
// its field.
import {
  MAJOR_ISSUE_CATEGORIES,
  REPORT_FIELDS,
  REPORT_KINDS,
  type ReportField,
  type ReportKind,
  type ReportState,
  reportContentSchema,
} from '@portal/contract/report';
import type { FormInstance } from 'antd';
import { Form, Input, Select, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ApiError } from '../../api/client';
import { toast } from '../../ui';
import { DateField } from '../../ui/date/DateField';

/** /report/golden/edit → golden; /report/list → null. */
export function useKindOfPath(): ReportKind | null {
  const { pathname } = useLocation();
  const part = pathname.split('/').find((p) => (REPORT_KINDS as readonly string[]).includes(p));
  return (part as ReportKind | undefined) ?? null;
}

const STATE_COLORS: Record<ReportState, string> = {
  OWED: 'default',
  DRAFT: 'processing',
  SUBMITTED: 'blue',
  RETURNED: 'orange',
  ACCEPTED: 'green',
  PUBLISHED: 'green',
};

export function StateTag({ state, late }: { state: ReportState; late?: boolean }) {
  const { t } = useTranslation('report');
  return (
    <>
      <Tag color={STATE_COLORS[state]}>{t(`state.${state}`)}</Tag>
      {late && <Tag color="red">{t('late')}</Tag>}
    </>
  );
}

/** Form.Item hands its child the value and onChange: passed on to the input. */
function FieldInput({
  field,
  disabled,
  value,
  onChange,
}: {
  field: ReportField;
  disabled: boolean;
  value?: string;
  onChange?: (value: unknown) => void;
}) {
  const { t } = useTranslation('report');
  const common = { disabled, value, onChange, id: field.key };
  if (field.type === 'category')
    return (
      <Select
        {...common}
        allowClear
        options={MAJOR_ISSUE_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) }))}
      />
    );
  if (field.type === 'longText') return <Input.TextArea {...common} autoSize={{ minRows: 3, maxRows: 10 }} />;
  return <Input {...common} inputMode={field.type === 'text' ? undefined : 'decimal'} />;
}

/** The form items of a kind; the form's values are the content (field key → text). */
export function ReportFields({
  kind,
  disabled,
  submit,
}: {
  kind: ReportKind;
  disabled: boolean;
  submit: boolean;
}) {
  const { t } = useTranslation('report');
  const schema = reportContentSchema(kind, submit);
  return (
    <>
      {REPORT_FIELDS[kind].map((field) => {
        const rules = disabled
          ? []
          : [
              {
                required: submit && field.required,
                validator: async (_: unknown, value: string | undefined) => {
                  const parsed = schema.shape[field.key]!.safeParse(
                    value ?? (submit && field.required ? undefined : ''),
                  );
                  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message);
                },
              },
            ];
        if (field.type === 'date')
          return (
            <Form.Item
              key={field.key}
              name={field.key}
              label={t(`fields.${field.key}`)}
              rules={rules}
              getValueProps={(v: string | undefined) => ({ value: v ? dayjs(v) : null })}
              normalize={(d: dayjs.Dayjs | null) => (d ? d.format('YYYY-MM-DD') : '')}
            >
              <DateField disabled={disabled} />
            </Form.Item>
          );
        return (
          <Form.Item key={field.key} name={field.key} label={t(`fields.${field.key}`)} rules={rules}>
            <FieldInput field={field} disabled={disabled} />
          </Form.Item>
        );
      })}
    </>
  );
}

/** The form's values as content: texts only, empty ones dropped. */
export function contentOf(values: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(values))
    if (typeof v === 'string' && v.trim() !== '') out[k] = v.trim();
  return out;
}

/** A refusal's `content.x` details under field x; anything else as a toast. */
export function showRefusal(form: FormInstance, error: unknown) {
  if (error instanceof ApiError && error.details.length > 0) {
    const fields = error.details
      .filter((d) => d.path.startsWith('content.'))
      .map((d) => ({ name: d.path.slice('content.'.length), errors: [d.message] }));
    if (fields.length > 0) return form.setFields(fields);
  }
  toast.error(error instanceof Error ? error.message : String(error));
}
