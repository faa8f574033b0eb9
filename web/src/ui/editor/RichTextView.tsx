// Shows stored rich text (articles, answers, knowledge): DOMPurify first, then each
// `<div data-chart>` is drawn with ECharts, fetched only when the text holds a chart (richCharts.ts).
// Features use this wherever rich text is read.
import { useEffect, useMemo, useRef } from 'react';
import { purifyRichText } from './purify';
import { mountCharts } from './richCharts';
import './editor.css';

export type RichTextViewProps = { html: string | null | undefined; className?: string };

export function RichTextView({ html, className }: RichTextViewProps) {
  const ref = useRef<HTMLDivElement>(null);
  const clean = useMemo(() => purifyRichText(html ?? ''), [html]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the chart holders are new DOM whenever `clean` changes
  useEffect(() => (ref.current ? mountCharts(ref.current) : undefined), [clean]);

  return (
    <div
      ref={ref}
      className={['rich-text', className].filter(Boolean).join(' ')}
      data-testid="rich-text-view"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: purified just above (and on the server twice)
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
