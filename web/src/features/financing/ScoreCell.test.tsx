// The match score as the investor sees it: the points, and each criterion marked matched or not
// (the explanation the ranking promises), in Chinese.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import i18n, { initI18n, loadNamespaces } from '../../i18n';
import { ScoreCell } from './shared';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let host: HTMLDivElement;
beforeAll(async () => {
  initI18n();
  await loadNamespaces(['financing']);
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
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

describe('ScoreCell', () => {
  it('shows the score and marks the matched criteria green, the others grey', () => {
    act(() =>
      root.render(
        <I18nextProvider i18n={i18n}>
          <ScoreCell score={80} matched={['industry', 'stage', 'region']} />
        </I18nextProvider>,
      ),
    );
    expect(host.textContent).toContain('80');
    const tags = [...host.querySelectorAll('.ant-tag')];
    const green = tags.filter((t) => t.className.includes('green')).map((t) => t.textContent);
    const grey = tags.filter((t) => !t.className.includes('green')).map((t) => t.textContent);
    expect(green).toEqual(['行业', '阶段', '地区']);
    expect(grey).toEqual(['金额']);
  });
});
