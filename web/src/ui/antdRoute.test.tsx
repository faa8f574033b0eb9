// Which routes get antd's theme: a plain page is left as it is (its visitors download no antd),
// any other page or element is drawn inside AntdScope (the theme's primary colour reaches it).
import { theme } from 'antd';
import i18n from 'i18next';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { withAntd } from './antdRoute';
import { plainPage } from './feature';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Primary() {
  return <span className="primary">{theme.useToken().token.colorPrimary}</span>;
}

/** The primary colour `node` draws with. */
async function primaryOf(node: ReactNode): Promise<string> {
  const host = document.createElement('div');
  const root = createRoot(host);
  await act(async () => root.render(node));
  const colour = host.querySelector('.primary')?.textContent ?? '';
  await act(async () => root.unmount());
  return colour;
}

beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'zh-CN', resources: {} });
});

describe('withAntd', () => {
  it('leaves a plain page unwrapped', async () => {
    const lazy = plainPage(async () => ({ default: Primary }));
    const route = await withAntd(lazy)();
    expect(route.Component).toBe(Primary);
  });

  it('draws any other page inside the theme', async () => {
    // Another component: marking is per component, and the first test marked Primary plain.
    const Themed = () => <Primary />;
    const route = await withAntd(async () => ({ Component: Themed }))();
    expect(route.Component).not.toBe(Themed);
    const Page = route.Component!;
    expect(await primaryOf(<Page />)).toBe('#1554ad');
  });

  it('wraps an element the same way', async () => {
    const route = await withAntd(async () => ({ element: <Primary /> }), true)();
    expect(await primaryOf(route.element)).toBe('#1554ad');
  });

  it('without it antd falls back to its default blue, which the portal must not show', async () => {
    expect(await primaryOf(<Primary />)).not.toBe('#1554ad');
  });
});
