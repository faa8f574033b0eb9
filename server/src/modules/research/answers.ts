// Checks a recipient's answers against the letter's questionnaire: each value must fit its
// question's kind (text, number, one or several of the options, files). A draft may leave questions
// open; a submitted reply must answer every required one. Refusals name the question's field.
import type { Answers, FileRef, Question } from '@portal/contract/research';
import { ValidationError } from '../../platform/http/errors.ts';

type Detail = { path: string; message: string };

const isEmpty = (v: unknown) => v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

function kindProblem(q: Question, v: unknown): string | null {
  switch (q.kind) {
    case 'TEXT':
      return typeof v === 'string' ? null : '请填写文字';
    case 'NUMBER':
      return typeof v === 'number' ? null : '请填写数字';
    case 'SINGLE':
      return typeof v === 'string' && q.options.includes(v) ? null : '请选择一个给定的选项';
    case 'MULTIPLE':
      return Array.isArray(v) && v.every((o) => typeof o === 'string' && q.options.includes(o))
        ? null
        : '请从给定的选项中选择';
    case 'ATTACHMENT':
      return Array.isArray(v) && v.every((f) => typeof f === 'object' && f !== null && 'id' in f)
        ? null
        : '请上传附件';
  }
}

/** The answers, cleaned (empty ones dropped); throws 400 naming every wrong answer. */
export function checkAnswers(questions: readonly Question[], answers: Answers, complete: boolean): Answers {
  const byKey = new Map(questions.map((q) => [q.key, q]));
  const details: Detail[] = [];
  const clean: Answers = {};
  for (const [key, value] of Object.entries(answers)) {
    const q = byKey.get(key);
    if (!q) {
      details.push({ path: `answers.${key}`, message: '问卷中没有这个问题' });
      continue;
    }
    const v = typeof value === 'string' ? value.trim() : value;
    if (isEmpty(v)) continue;
    const problem = kindProblem(q, v);
    if (problem) details.push({ path: `answers.${key}`, message: problem });
    else clean[key] = v;
  }
  if (complete)
    for (const q of questions)
      if (q.required && isEmpty(clean[q.key]))
        details.push({ path: `answers.${q.key}`, message: '此题必答' });
  if (details.length > 0) throw new ValidationError(details);
  return clean;
}

/** The file ids the answers name. */
export const answerFiles = (questions: readonly Question[], answers: Answers): FileRef[] =>
  questions
    .filter((q) => q.kind === 'ATTACHMENT' && Array.isArray(answers[q.key]))
    .flatMap((q) => answers[q.key] as FileRef[]);
