import { describe, expect, it } from 'vitest';
import { diffProfiles, flatten } from './diff.ts';

describe('profile differences', () => {
  it('flattens years by year, people by position, library picks by name, word lists joined', () => {
    const flat = flatten({
      basic: { name: 'A', employees: 3, tags: ['x', 'y'] },
      financials: [{ year: 2024, revenue: '10' }],
      contacts: [{ name: '甲', mobile: '13800000000' }],
      institutions: { broker: { id: 'b1', name: '某证券' } },
    });
    expect(Object.fromEntries(flat)).toEqual({
      'basic.name': 'A',
      'basic.employees': '3',
      'basic.tags': 'x、y',
      'financials.2024.revenue': '10',
      'contacts.1.name': '甲',
      'contacts.1.mobile': '13800000000',
      'institutions.broker': '某证券',
    });
  });

  it('lists changed, added and removed fields in the form’s order', () => {
    const before = { basic: { website: 'https://a', name: 'A' }, financials: [{ year: 2023, revenue: '1' }] };
    const after = { basic: { name: 'B', employees: 5 }, financials: [{ year: 2024, revenue: '2' }] };
    expect(diffProfiles(before, after, ['basic', 'name', 'employees', 'website', 'financials'])).toEqual([
      { path: 'basic.name', before: 'A', after: 'B' },
      { path: 'basic.employees', before: null, after: '5' },
      { path: 'financials.2024.revenue', before: null, after: '2' },
      { path: 'basic.website', before: 'https://a', after: null },
      { path: 'financials.2023.revenue', before: '1', after: null },
    ]);
    expect(diffProfiles(after, structuredClone(after))).toEqual([]);
  });
});
