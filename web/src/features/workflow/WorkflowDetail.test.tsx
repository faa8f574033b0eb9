// The detail in a real React tree (jsdom): history, the server's actions as buttons, and a
// return that refuses to send without a reason.
import type { WorkflowInstanceDetail } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { WorkflowDetail } from './WorkflowDetail';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const org = (id: string, name: string) => ({ id, name });
const detail: WorkflowInstanceDetail = {
  instance: {
    id: 'i1',
    process: 'p',
    processTitle: '企业信息审核',
    subjectType: 's',
    subjectId: 'x',
    title: '某公司 信息变更',
    state: 'pending',
    stateLabel: '待审核',
    open: true,
    assigneeOrg: org('o2', '某县金融办'),
    submitterOrg: org('o1', '某公司'),
    deadline: null,
    overdue: false,
    createdAt: '2026-03-02T01:00:00.000Z',
    updatedAt: '2026-03-02T01:00:00.000Z',
    version: 1,
  },
  history: [
    {
      id: 1,
      action: 'submit',
      actorUser: { id: 'u1', name: '周海涛' },
      actorOrg: org('o1', '某公司'),
      comment: '请审核',
      attachments: [],
      fromState: null,
      toState: 'pending',
      toStateLabel: '待审核',
      assigneeOrg: org('o2', '某县金融办'),
      at: '2026-03-02T01:00:00.000Z',
    },
  ],
  actions: [
    { action: 'approve', requiresComment: false, targetTypes: null },
    { action: 'reject', requiresComment: true, targetTypes: null },
  ],
  subjectLink: '/company/profile?id=x',
  subjectSummary: [{ label: '企业名称', value: '某公司' }],
};

let root: Root;
let host: HTMLDivElement;
const fetchMock = vi.fn();
beforeAll(() => {
  initI18n();
  // antd reads these; jsdom has none of them.
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
});
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => new Response(JSON.stringify({ data: detail }), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.unstubAllGlobals();
});

const settle = async () => {
  for (let i = 0; i < 5; i++) await act(() => new Promise((r) => setTimeout(r, 20)));
};

async function render() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', element: <WorkflowDetail id="i1" /> }]);
  await act(async () =>
    root.render(
      <I18nextProvider i18n={initI18n()}>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nextProvider>,
    ),
  );
  await settle();
}

describe('WorkflowDetail', () => {
  it('shows the facts, the subject and the history, with one button per offered action', async () => {
    await render();
    const text = document.body.textContent ?? '';
    expect(text).toContain('某公司 信息变更');
    expect(text).toContain('企业名称');
    expect(text).toContain('周海涛');
    expect(text).toContain('意见：请审核');
    const buttons = [...host.querySelectorAll('button')].map((b) => b.textContent?.replace(/\s/g, ''));
    expect(buttons).toEqual(expect.arrayContaining(['审核通过', '退回']));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/console/api/workflow/instances/i1');
  });

  it('does not send a return without a reason', async () => {
    await render();
    const reject = [...host.querySelectorAll('button')].find(
      (b) => b.textContent?.replace(/\s/g, '') === '退回',
    );
    await act(async () => reject?.click());
    await settle();
    const ok = document.querySelector<HTMLButtonElement>('.ant-modal .ant-btn-dangerous');
    expect(ok).not.toBeNull();
    await act(async () => ok?.click());
    await settle();
    expect(document.body.textContent).toContain('请填写意见或理由');
    expect(
      fetchMock.mock.calls.every(([, init]) => (init as RequestInit | undefined)?.method !== 'POST'),
    ).toBe(true);
  });
});
