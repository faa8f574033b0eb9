// The co-handling units' notes on a problem's detail: listed for whoever gets them, the form only
// where the server allows a note (a co-handling unit while the problem is in hand), nothing at all
// for an enterprise (no notes, no ability).
import type { ProblemDetail } from '@portal/contract/problem';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { initI18n, loadNamespaces } from '../../i18n';
import { ProblemNotes } from './ProblemNotes';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// The text area and the list measure the page; jsdom has neither of these.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  addEventListener() {},
  removeEventListener() {},
  addListener() {},
  removeListener() {},
  onchange: null,
  dispatchEvent: () => false,
})) as unknown as typeof window.matchMedia;

const note = {
  id: 'n1',
  org: { id: 'u2', name: '市税务局' },
  author: '王协办',
  content: '已出具无欠缴证明',
  createdAt: '2026-03-02T02:00:00.000Z',
};
const problemWith = (notes: ProblemDetail['notes'], mayNote: boolean) =>
  ({
    id: 'p',
    notes,
    abilities: { edit: false, remove: false, submit: false, note: mayNote },
  }) as unknown as ProblemDetail;

async function render(problem: ProblemDetail) {
  initI18n();
  await loadNamespaces(['problem']);
  const box = document.createElement('div');
  const root = createRoot(box);
  await act(async () =>
    root.render(
      <QueryClientProvider client={new QueryClient()}>
        <ProblemNotes problem={problem} />
      </QueryClientProvider>,
    ),
  );
  return { box, done: () => act(() => root.unmount()) };
}

describe('ProblemNotes', () => {
  it('lists the notes for the lead unit and the office, without a form', async () => {
    const { box, done } = await render(problemWith([note], false));
    expect(box.textContent).toContain('市税务局');
    expect(box.textContent).toContain('已出具无欠缴证明');
    expect(box.querySelector('textarea')).toBeNull();
    done();
  });

  it('offers the form to a co-handling unit', async () => {
    const { box, done } = await render(problemWith([], true));
    expect(box.querySelector('textarea')).not.toBeNull();
    done();
  });

  it('shows nothing without notes or the ability', async () => {
    const { box, done } = await render(problemWith([], false));
    expect(box.querySelector('[data-testid="problem-notes"]')).toBeNull();
    done();
  });
});
