// Menu entries of the contract tables (spec §2) as text and as links, for the shell's sidebar,
// breadcrumb and menu pages and for feature pages that list entries themselves.
import { BASE_PATH, type MenuEntry, type MenuLabel } from '@portal/contract';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';

/** A menu label in the current language; its arguments are keys too (a report kind's name). */
export function menuText(t: TFunction, { label, labelArgs }: MenuLabel): string {
  const args: Record<string, string> = {};
  for (const [name, key] of Object.entries(labelArgs ?? {})) args[name] = t(key, { ns: 'shell' });
  return t(label, { ns: 'shell', ...args });
}

/** An entry as a link: a route of this app, a full page load ('full') or an outside site in a new window ('blank'). */
export function entryLink(t: TFunction, entry: MenuEntry) {
  const text = menuText(t, entry);
  if (entry.link === 'blank')
    return (
      <a href={entry.href} target="_blank" rel="noopener noreferrer">
        {text}
      </a>
    );
  const to = entry.query ? `${entry.path}?${entry.query}` : entry.path;
  // A full load goes to `href` when the entry names one (hot issues: the portal's page).
  if (entry.link === 'full') return <a href={`${BASE_PATH.replace(/\/$/, '')}${entry.href ?? to}`}>{text}</a>;
  return <Link to={to}>{text}</Link>;
}
