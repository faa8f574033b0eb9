// The header's user menu: closed at first, opened by its button, closed again by a choice, by
// Escape (focus back on the button) and by a press anywhere else — and not by a press inside it.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UserMenu } from './UserMenu';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ITEMS = [
  { key: 'profile', label: '个人中心', to: '/profile/attribute' },
  { key: 'exit', label: '退出', to: '/sign/out' },
];

let host: HTMLDivElement;
let root: Root;
beforeEach(async () => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () =>
    root.render(
      <MemoryRouter>
        <UserMenu label="张三 用户菜单" name="张三" items={ITEMS} />
      </MemoryRouter>,
    ),
  );
});
afterEach(async () => {
  await act(async () => root.unmount());
  host.remove();
});

const button = () => host.querySelector('button')!;
const list = () => host.querySelector('ul')!;
const press = (target: EventTarget) =>
  act(async () => void target.dispatchEvent(new Event('pointerdown', { bubbles: true })));

describe('UserMenu', () => {
  it('opens and closes with its button, which says whether it is open', async () => {
    expect(list().hidden).toBe(true);
    expect(button().getAttribute('aria-expanded')).toBe('false');
    expect(button().getAttribute('aria-label')).toBe('张三 用户菜单');
    await act(async () => button().click());
    expect(list().hidden).toBe(false);
    expect(button().getAttribute('aria-expanded')).toBe('true');
    expect([...list().querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['个人中心', '/profile/attribute'],
      ['退出', '/sign/out'],
    ]);
    await act(async () => button().click());
    expect(list().hidden).toBe(true);
  });

  it('closes on a choice', async () => {
    await act(async () => button().click());
    await act(async () => list().querySelector('a')!.click());
    expect(list().hidden).toBe(true);
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    await act(async () => button().click());
    list().querySelector('a')!.focus();
    await act(async () => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })));
    expect(list().hidden).toBe(true);
    expect(document.activeElement).toBe(button());
  });

  it('closes on a press elsewhere, not on one inside it', async () => {
    await act(async () => button().click());
    await press(list().querySelector('a')!);
    expect(list().hidden).toBe(false);
    await press(document.body);
    expect(list().hidden).toBe(true);
  });
});
