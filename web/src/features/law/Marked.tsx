// Text cut at the search's hits, the hits marked. The server sends fragments, never HTML, so a
// statute's text is shown as text whatever it contains.
import type { LawFragment } from '@portal/contract/law';

export function Marked({ fragments }: { fragments: readonly LawFragment[] }) {
  return (
    <>
      {fragments.map((f, i) =>
        f.hit ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: fragments have no identity beyond their place.
          <mark key={i} className="law-hit">
            {f.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <span key={i}>{f.text}</span>
        ),
      )}
    </>
  );
}
