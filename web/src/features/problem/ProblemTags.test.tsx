// A problem's marks in the lists and the detail: the state's name from the contract, overdue, the
// escalation card of the sweep, 督办 after a 不满意 rating — and none of these when they do not apply.
import type { ProblemSummary } from '@portal/contract/problem';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { initI18n, loadNamespaces } from '../../i18n';
import { ProblemTags } from './ProblemTags';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const base: ProblemSummary = {
  id: 'p',
  category: 'SOCIAL_TAX',
  title: '社保证明',
  state: 'assigned',
  enterprise: { id: 'e', name: '企业' },
  office: null,
  leadUnit: null,
  assignee: null,
  deadline: null,
  overdue: false,
  escalation: 0,
  supervised: false,
  rating: null,
  submittedAt: null,
  updatedAt: '2026-03-02T01:00:00.000Z',
  version: 1,
};

async function tagsOf(problem: ProblemSummary): Promise<string[]> {
  initI18n();
  await loadNamespaces(['problem']);
  const box = document.createElement('div');
  const root = createRoot(box);
  await act(async () => root.render(<ProblemTags problem={problem} />));
  const texts = [...box.querySelectorAll('.ant-tag')].map((t) => t.textContent ?? '');
  act(() => root.unmount());
  return texts;
}

describe('problem tags', () => {
  it('shows only the state of a problem in time', async () => {
    expect(await tagsOf(base)).toEqual(['办理中']);
  });

  it('shows overdue, the red card and supervision', async () => {
    expect(await tagsOf({ ...base, overdue: true, escalation: 3, supervised: true })).toEqual([
      '办理中',
      '超期',
      '红牌',
      '督办',
    ]);
    expect(await tagsOf({ ...base, overdue: true, escalation: 2 })).toContain('黄牌');
  });
});
