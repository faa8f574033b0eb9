// Shows stored rich text (articles, answers, knowledge): DOMPurify first, then each
// `<div data-chart>` is drawn with ECharts. Features use this wherever rich text is read.
import { useEffect, useMemo, useRef } from 'react';
import { drawChart, parseChart } from './chart';
import { purifyRichText } from './purify';
import './editor.css';

export type RichTextViewProps = { html: string | null | undefined; className?: string };

export function RichTextView({ html, className }: RichTextViewProps) {
  const ref = useRef<HTMLDivElement>(null);
  const clean = useMemo(() => purifyRichText(html ?? ''), [html]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the chart holders are new DOM whenever `clean` changes
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const cleanups: Array<() => void> = [];
    for (const holder of root.querySelectorAll<HTMLElement>('div[data-chart]')) {
      const spec = parseChart(holder.getAttribute('data-chart'));
      if (!spec) continue;
      holder.replaceChildren();
      holder.classList.add('rich-chart');
      const canvas = document.createElement('div');
      canvas.className = 'rich-chart__canvas';
      holder.append(canvas);
      cleanups.push(drawChart(canvas, spec));
    }
    return () => {
      for (const cleanup of cleanups) cleanup();
    };
  }, [clean]);

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
