// A chart block in the document: stored as `<div data-chart="{…}">`, shown as an ECharts drawing
// while editing (the same drawing RichTextView makes when the content is read).
import type { ChartSpec } from '@portal/contract';
import { mergeAttributes, Node } from '@tiptap/core';
import { NodeViewWrapper, type ReactNodeViewProps, ReactNodeViewRenderer } from '@tiptap/react';
import { useEffect, useRef } from 'react';
import { parseChart } from './chart';
import { drawChart } from './chartDraw';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    chart: { insertChart: (spec: ChartSpec) => ReturnType };
  }
}

export function ChartBox({ spec }: { spec: ChartSpec }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => (ref.current ? drawChart(ref.current, spec) : undefined), [spec]);
  return (
    <div
      ref={ref}
      className="rich-chart__canvas"
      role="img"
      aria-label={spec.title ?? spec.series[0]?.name}
    />
  );
}

function ChartNodeView({ node, selected }: ReactNodeViewProps) {
  const spec = parseChart(node.attrs.spec as string);
  return (
    <NodeViewWrapper className={`rich-chart${selected ? ' rich-chart--selected' : ''}`} data-drag-handle="">
      {spec ? <ChartBox spec={spec} /> : null}
    </NodeViewWrapper>
  );
}

export const ChartNode = Node.create({
  name: 'chart',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    // The spec is written out by renderHTML as data-chart, not as an attribute of its own.
    return { spec: { default: null, rendered: false } };
  },
  parseHTML() {
    return [
      {
        tag: 'div[data-chart]',
        getAttrs: (element) => {
          const spec = (element as HTMLElement).getAttribute('data-chart');
          return parseChart(spec) ? { spec } : false;
        },
      },
    ];
  },
  renderHTML({ node, HTMLAttributes }) {
    return ['div', mergeAttributes(HTMLAttributes, { 'data-chart': node.attrs.spec })];
  },
  addCommands() {
    return {
      insertChart:
        (spec) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: { spec: JSON.stringify(spec) } }),
    };
  },
  addNodeView() {
    return ReactNodeViewRenderer(ChartNodeView);
  },
});
