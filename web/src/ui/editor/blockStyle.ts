// Line height and row spacing (space above and below) of paragraphs and headings, as inline styles
// the server's allow-list keeps (line-height, margin-top, margin-bottom in px).
import { Extension } from '@tiptap/core';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    blockStyle: {
      setBlockLineHeight: (lineHeight: number | null) => ReturnType;
      setRowSpacing: (px: number | null) => ReturnType;
    };
  }
}

const TYPES = ['paragraph', 'heading'];

export const BlockStyle = Extension.create({
  name: 'blockStyle',
  addGlobalAttributes() {
    return [
      {
        types: TYPES,
        attributes: {
          lineHeight: {
            default: null,
            parseHTML: (element) => element.style.lineHeight || null,
            renderHTML: (attrs) => (attrs.lineHeight ? { style: `line-height: ${attrs.lineHeight}` } : {}),
          },
          rowSpacing: {
            default: null,
            parseHTML: (element) => {
              const px = Number.parseFloat(element.style.marginTop);
              return Number.isFinite(px) && element.style.marginTop === element.style.marginBottom
                ? px
                : null;
            },
            renderHTML: (attrs) =>
              attrs.rowSpacing === null || attrs.rowSpacing === undefined
                ? {}
                : { style: `margin-top: ${attrs.rowSpacing}px; margin-bottom: ${attrs.rowSpacing}px` },
          },
        },
      },
    ];
  },
  addCommands() {
    const setOnBlocks =
      (name: string, value: unknown) =>
      ({
        commands,
      }: {
        commands: { updateAttributes: (type: string, attrs: Record<string, unknown>) => boolean };
      }) =>
        TYPES.map((type) => commands.updateAttributes(type, { [name]: value })).some(Boolean);
    return {
      setBlockLineHeight: (lineHeight) =>
        setOnBlocks('lineHeight', lineHeight === null ? null : String(lineHeight)),
      setRowSpacing: (px) => setOnBlocks('rowSpacing', px),
    };
  },
});
