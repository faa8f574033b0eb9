// The rich-text editor and its viewer (issue 4 §3), for every feature that writes or shows rich text.

export { purifyRichText } from './purify';
export type { RichTextEditorProps } from './RichTextEditor';
export { RichTextEditor } from './RichTextEditor';
export type { RichTextViewProps } from './RichTextView';
export { RichTextView } from './RichTextView';
export { clearDraft, readDraft } from './useAutosave';
