// Every date-only field of the contract takes calendar days only: 2026-02-30 has the shape of a
// date but is none, and must be a 400 at the door rather than an error from the database.
import { describe, expect, it } from 'vitest';
import { articleAdminQuery, articleInput } from './article.ts';
import { auditQuery } from './management/audit-log.ts';
import { usageExportBody, usageQuery } from './management/usage.ts';
import { dateField } from './profile.ts';
import { workflowActBody, workflowInboxQuery } from './workflow.ts';

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

// Year 0 does not exist for PostgreSQL, and China time moves the first hours of year 1 into it:
// days and instants before EARLIEST_DAY (1900-01-01) are a 400, where they used to be a 500.
describe('days and instants the database cannot take', () => {
  const filterDays = dateOnlyFields.filter(([name]) => name !== 'profile date field');
  it.each(filterDays)('%s refuses days before 1900', (_, accepts) => {
    for (const day of ['0000-01-01', '0001-01-01', '1899-12-31']) expect(accepts(day), day).toBe(false);
    expect(accepts('1900-01-01')).toBe(true);
  });

  const instantFields: Array<[string, (at: string) => boolean]> = [
    ['audit from', (at) => auditQuery.safeParse({ from: at }).success],
    ['workflow deadline', (at) => workflowActBody.safeParse({ action: 'assign', deadline: at }).success],
    ['article publishAt', (at) => articleInput.shape.publishAt.safeParse(at).success],
  ];
  it.each(instantFields)('%s refuses instants before 1900 in China', (_, accepts) => {
    for (const at of ['0000-01-01T00:00:00Z', '0001-01-01T00:00:00+08:00', '1899-12-31T15:59:59Z'])
      expect(accepts(at), at).toBe(false);
    expect(accepts('1900-01-01T00:00:00+08:00')).toBe(true);
    expect(accepts('2026-03-02T09:00:00+08:00')).toBe(true);
  });
});
