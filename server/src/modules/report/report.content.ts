// A report's content checked against its kind (contract reportContentSchema): 400 naming
// `content.<field>` for a bad amount, an impossible date or a missing required field.
import { REPORT_FIELDS, type ReportKind, reportContentSchema } from '@portal/contract/report';
import { ValidationError } from '../../platform/http/errors.ts';

export function checkedContent(kind: ReportKind, content: Record<string, string>, submit: boolean) {
  const parsed = reportContentSchema(kind, submit).safeParse(content);
  if (!parsed.success)
    throw new ValidationError(
      parsed.error.issues.map((issue) => ({
        path: ['content', ...issue.path.map(String)].join('.'),
        message: issue.message,
      })),
    );
  // Keep only the kind's fields, trimmed, and no empty ones.
  const kept: Record<string, string> = {};
  for (const field of REPORT_FIELDS[kind]) {
    const value = (parsed.data as Record<string, string | undefined>)[field.key];
    if (value !== undefined && value !== '') kept[field.key] = value;
  }
  return kept;
}
