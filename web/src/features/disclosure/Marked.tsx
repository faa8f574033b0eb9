// A title or summary cut at the search's hits, each hit in <mark>. The server sends fragments,
// never HTML, so an announcement's text is always shown as text.
import type { Fragment } from '@portal/contract/disclosure';

export function Marked({ fragments }: { fragments: readonly Fragment[] }) {
  // Fragments have no identity beyond their place; the offset keys them.
  let at = 0;
  return (
    <>
      {fragments.map((f) => {
        const key = at;
        at += f.text.length;
        return f.hit ? (
          <mark key={key} className="disclosure-hit">
            {f.text}
          </mark>
        ) : (
          <span key={key}>{f.text}</span>
        );
      })}
    </>
  );
}
