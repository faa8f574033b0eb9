// The reusable rich-text editor (issue 4 §3): TipTap with the toolbar of Toolbar.tsx, a status
// line with the word count (10000 by default) and the editor's messages, uploads to the UEditor
// endpoint and remote capture of pasted images (for those who may: EDITOR.uploadAuthority), and
// an autosaved local draft. Works as an antd Form control: `value` in, `onChange(html)` out.
import { EDITOR, wordCountState } from '@portal/contract';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { Typography } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignedIn } from '../../session/handle';
import { editorExtensions } from './extensions';
import { LinkBubble } from './LinkControls';
import { Toolbar } from './Toolbar';
import { useAutosave } from './useAutosave';
import { useEditorMessage } from './useEditorMessage';
import { useEditorUploads } from './useEditorUploads';
import './editor.css';

export type RichTextEditorProps = {
  value?: string;
  onChange?: (html: string) => void;
  /** Where the draft is kept in localStorage; without it there is no autosave. */
  autosaveKey?: string;
  maxWords?: number;
  /** Height of the writing area in px (it grows with the content). */
  minHeight?: number;
  id?: string;
};

export function RichTextEditor({
  value,
  onChange,
  autosaveKey,
  maxWords = EDITOR.maxWords,
  minHeight = 320,
  id,
}: RichTextEditorProps) {
  const { t } = useTranslation('editor');
  const { message, show } = useEditorMessage();
  const changed = useRef(onChange);
  changed.current = onChange;
  const imageInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const extensions = useMemo(editorExtensions, []);
  const uploadsRef = useRef<ReturnType<typeof useEditorUploads> | null>(null);

  const editor = useEditor({
    extensions,
    content: value ?? '',
    onUpdate: ({ editor: e }) => changed.current?.(e.isEmpty ? '' : e.getHTML()),
    editorProps: {
      attributes: { class: 'rte-content rich-text', 'data-testid': 'rte-content', ...(id ? { id } : {}) },
      handlePaste: (_view, event) => uploadsRef.current?.handleFiles(event.clipboardData?.files) ?? false,
      handleDrop: (_view, event) =>
        uploadsRef.current?.handleFiles((event as DragEvent).dataTransfer?.files) ?? false,
    },
  });
  const mayUpload = useSignedIn().authorities.includes(EDITOR.uploadAuthority);
  const uploads = useEditorUploads(editor, show, mayUpload);
  uploadsRef.current = uploads;
  const autosave = useAutosave(editor, autosaveKey, () => show(t('autosaved'), 'success'));

  // A new value from outside (a loaded article) replaces the content; our own echo does not.
  useEffect(() => {
    if (!editor || value === undefined) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const words = useEditorState({
    editor,
    selector: ({ editor: e }) => (e ? wordCountState(e.getText(), maxWords) : null),
  });

  const pick = (input: React.RefObject<HTMLInputElement | null>) => () => {
    if (!uploads.configError && input.current) return input.current.click();
    show(t('upload.noConfig'), 'error');
  };
  const onPicked = (kind: 'image' | 'file') => (event: React.ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    void uploads.upload(files, kind);
  };

  if (!editor) return null;
  return (
    <div className="rte" data-testid="rich-text-editor">
      <Toolbar
        editor={editor}
        show={show}
        actions={{
          pickImages: mayUpload ? pick(imageInput) : null,
          pickFiles: mayUpload ? pick(fileInput) : null,
          restoreDraft: autosave.draft ? autosave.restore : null,
        }}
      />
      <EditorContent editor={editor} className="rte-body" style={{ minHeight }} />
      <LinkBubble editor={editor} />
      {mayUpload && (
        <>
          <input
            ref={imageInput}
            type="file"
            accept="image/*"
            multiple
            hidden
            data-testid="rte-image-input"
            onChange={onPicked('image')}
          />
          <input
            ref={fileInput}
            type="file"
            multiple
            hidden
            data-testid="rte-file-input"
            onChange={onPicked('file')}
          />
        </>
      )}
      <div className="rte-status" data-testid="rte-status">
        <span className={`rte-status__message rte-status__message--${message?.type ?? 'none'}`} role="status">
          {message?.text ?? (autosave.draft ? t('draftFound') : '')}
        </span>
        {words && (
          <Typography.Text
            type={words.overflow ? 'danger' : 'secondary'}
            className="rte-status__count"
            data-testid="rte-word-count"
          >
            {words.overflow
              ? t('wordOverflow', { max: words.max })
              : t('wordCount', { count: words.count, left: words.remaining })}
          </Typography.Text>
        )}
      </div>
    </div>
  );
}
