// Every date-only field of the contract takes calendar days only: 2026-02-30 has the shape of a
// date but is none, and must be a 400 at the door rather than an error from the database.
import { describe, expect, it } from 'vitest';
import { articleAdminQuery } from './article.ts';
import { usageExportBody, usageQuery } from './management/usage.ts';
import { dateField } from './profile.ts';
import { workflowInboxQuery } from './workflow.ts';

const IMPOSSIBLE = ['2026-02-30', '2025-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-1-01'];
const REAL = ['2026-02-28', '2024-02-29', '2026-12-31'];

const dateOnlyFields: Array<[string, (day: string) => boolean]> = [
  ['usage from', (d) => usageQuery.safeParse({ from: d, to: '2026-03-01' }).success],
  ['usage to', (d) => usageQuery.safeParse({ from: '2024-02-01', to: d }).success],
  ['usage export', (d) => usageExportBody.safeParse({ from: d, to: d }).success],
  ['workflow inbox', (d) => workflowInboxQuery.safeParse({ from: d, to: d }).success],
  ['article admin list', (d) => articleAdminQuery.safeParse({ from: d, to: d }).success],
  ['profile date field', (d) => dateField.safeParse(d).success],
];

describe('date-only fields', () => {
  it.each(dateOnlyFields)('%s refuses impossible days and takes real ones', (_, accepts) => {
    for (const day of IMPOSSIBLE) expect(accepts(day), day).toBe(false);
    for (const day of REAL) expect(accepts(day), day).toBe(true);
  });
});
