// Password complexity (issue 2 §3): at least 8 characters, 3 of the 4 character classes,
// and not the account name.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordProblem = 'tooShort' | 'tooLong' | 'tooFewClasses' | 'sameAsAccount';

export function passwordProblems(password: string, account: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push('tooShort');
  if (password.length > PASSWORD_MAX_LENGTH) problems.push('tooLong');
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  if (classes < 3) problems.push('tooFewClasses');
  const lower = password.toLowerCase();
  const name = account.trim().toLowerCase();
  if (name && (lower === name || lower.includes(name))) problems.push('sameAsAccount');
  return problems;
}
