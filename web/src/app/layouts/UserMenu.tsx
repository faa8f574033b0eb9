// The user menu at the right of the console header: a button that opens a short list of links
// (personal centre, system management, exit). A disclosure of links rather than antd's Dropdown,
// whose menu and trigger machinery was a tenth of the console shell (issue 15 §2). It closes on a
// choice, on Escape (focus back on the button) and on a click anywhere else.
import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';

export type UserMenuItem = { key: string; label: string; to: string };

export function UserMenu({ label, name, items }: { label: string; name: ReactNode; items: UserMenuItem[] }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', onEscape);
    };
  }, [open]);

  return (
    <div className="user-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="app-header__user"
        aria-label={label}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
      >
        <UserOutlined /> <span className="user-menu__name">{name}</span> <DownOutlined />
      </button>
      <ul id={listId} className="user-menu__list" hidden={!open}>
        {items.map((item) => (
          <li key={item.key}>
            <Link to={item.to} onClick={() => setOpen(false)}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
