// The editor's schema and behaviour: what it can produce is what the server's allow-list keeps
// (platform/html/sanitize.ts) — paragraphs, headings, marks, lists, links, images, tables, charts.
import type { Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import TextAlign from '@tiptap/extension-text-align';
import { TextStyleKit } from '@tiptap/extension-text-style';
import StarterKit from '@tiptap/starter-kit';
import { BlockStyle } from './blockStyle';
import { ChartNode } from './ChartNode';
import { LimitedUndoRedo } from './undoLimit';

/** Links the editor accepts: http(s), mailto, or a path on this site. */
export const isAllowedLink = (href: string): boolean =>
  /^(https?:\/\/[^\s/]|mailto:|\/(?![/\\]))/i.test(href.trim());

/** Images the editor keeps: our stored files, or https (pasted ones are captured to our store). */
export const isOwnImage = (src: string): boolean => /^\/console\/api\/files\/[0-9a-f-]{36}$/i.test(src);

export function editorExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3, 4] },
      codeBlock: false,
      code: false,
      undoRedo: false,
      link: {
        openOnClick: false,
        autolink: true,
        protocols: ['http', 'https', 'mailto'],
        defaultProtocol: 'https',
        validate: isAllowedLink,
        HTMLAttributes: { rel: null, target: null },
      },
    }),
    TextStyleKit.configure({ fontFamily: false, lineHeight: false }),
    TextAlign.configure({ types: ['heading', 'paragraph'] }),
    BlockStyle,
    Image.configure({ inline: false, allowBase64: false }),
    TableKit.configure({ table: { resizable: true, cellMinWidth: 40 } }),
    ChartNode,
    LimitedUndoRedo,
  ];
}
