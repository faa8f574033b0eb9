// An answer as text for tables: a number, the chosen option(s), or the files' names.
export function answerText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value))
    return value
      .map((v) => (typeof v === 'object' && v !== null ? (v as { name: string }).name : String(v)))
      .join('、');
  return String(value);
}
