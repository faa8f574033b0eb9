// The questionnaire as the form edits it, made into the contract's questions.
import type { Question } from '@portal/contract/research';

/** Questions keep their keys (answers are stored by them); new ones get the next free one. */
export function keyed(questions: Partial<Question>[]): Question[] {
  const used = new Set(questions.map((q) => q.key).filter(Boolean));
  let n = 0;
  const next = () => {
    do n += 1;
    while (used.has(`q${n}`));
    used.add(`q${n}`);
    return `q${n}`;
  };
  return questions.map((q) => ({
    key: q.key ?? next(),
    kind: q.kind ?? 'TEXT',
    title: q.title ?? '',
    required: q.required ?? false,
    options: q.kind === 'SINGLE' || q.kind === 'MULTIPLE' ? (q.options ?? []) : [],
  }));
}
