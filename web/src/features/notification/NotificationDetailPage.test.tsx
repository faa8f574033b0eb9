// The detail page in a real React tree (jsdom): a recipient's opening marks it read once and offers
// what the server's abilities say; the issuer in review gets the review's buttons, not a receipt.
import type { NotificationDetail } from '@portal/contract/notification';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import NotificationDetailPage from './NotificationDetailPage';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const none = { edit: false, submit: false, review: false, remind: false, receipt: false, reply: false };
const base: NotificationDetail = {
  id: 'n1',
  docNumber: '金管发〔2026〕30号',
  title: '关于报送培育情况的通知',
  urgency: 'URGENT',
  issuer: { id: 'o1', name: '省地方金融管理局' },
  status: 'SENT',
  body: '<p>请于本周内回执。</p>',
  attachments: [],
  requiresReceipt: true,
  requiresReply: true,
  deadline: '2026-03-10',
  sentAt: '2026-03-02T01:00:00.000Z',
  version: 3,
  sender: null,
  mine: {
    org: { id: 'o2', name: '市地方金融管理局', type: 'FINANCIAL' },
    state: 'UNREAD',
    completed: false,
    overdue: false,
    readAt: null,
    receiptedAt: null,
    repliedAt: null,
    reply: null,
    replyAttachments: [],
  },
  abilities: { ...none, receipt: true, reply: true },
};
const inReview: NotificationDetail = {
  ...base,
  status: 'REVIEWING',
  sentAt: null,
  mine: null,
  sender: {
    orgs: [{ id: 'o2', name: '市地方金融管理局', type: 'FINANCIAL' }],
    enterpriseFilter: null,
    progress: { total: 0, read: 0, receipted: 0, replied: 0, completed: 0, completionRate: 0, overdue: 0 },
    workflowId: 'w1',
  },
  abilities: { ...none, review: true },
};

let root: Root;
let host: HTMLDivElement;
const fetchMock = vi.fn();
beforeAll(() => {
  initI18n();
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
  for (let i = 0; i < 6; i++) await act(() => new Promise((r) => setTimeout(r, 20)));
};

async function render(detail: NotificationDetail) {
  fetchMock.mockImplementation(async (_url: string, init?: RequestInit) => {
    // Reading answers the document as read; every GET the document as given.
    const read =
      init?.method === 'POST' && detail.mine
        ? { ...detail, mine: { ...detail.mine, state: 'READ' } }
        : detail;
    return new Response(JSON.stringify({ data: read }), { status: 200 });
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/notification/detail', element: <NotificationDetailPage /> }], {
    initialEntries: ['/notification/detail?id=n1'],
  });
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

const buttons = () => [...host.querySelectorAll('button')].map((b) => b.textContent?.replace(/\s/g, ''));
const posts = () =>
  fetchMock.mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST')
    .map(([url]) => url);

describe('NotificationDetailPage', () => {
  it('a recipient opening an unread document marks it read once, and may receipt and reply', async () => {
    await render(base);
    expect(document.body.textContent).toContain('关于报送培育情况的通知');
    expect(document.body.textContent).toContain('请于本周内回执。');
    expect(posts()).toEqual(['/console/api/notifications/n1/read']);
    expect(buttons()).toEqual(expect.arrayContaining(['确认回执', '填写回复']));
    expect(buttons()).not.toContain('审核通过并下发');
  });

  it('the issuer in review gets the review buttons and no receipt; nothing is posted by opening', async () => {
    await render(inReview);
    expect(buttons()).toEqual(expect.arrayContaining(['审核通过并下发', '退回修改']));
    expect(buttons()).not.toContain('确认回执');
    expect(buttons()).not.toContain('催办未完成单位');
    expect(posts()).toEqual([]);
    expect(host.querySelector('a[href="/workflow/approval?id=w1"]')).not.toBeNull();
  });
});
