// Uploads from the toolbar and the clipboard, checked first against the server's announced
// configuration (spec §5, §8), and remote capture of pasted external images (spec §7).
import { EDITOR, UEDITOR_SUCCESS } from '@portal/contract';
import type { Editor } from '@tiptap/react';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isOwnImage } from './extensions';
import { catchImages, checkFiles, type UploadKind, uploadFiles, useEditorConfig } from './uploads';
import type { ShowMessage } from './useEditorMessage';

const isExternal = (src: string) => /^https?:\/\//i.test(src) && !isOwnImage(src);

/** Addresses of images in the document that live on other sites. */
function externalImages(editor: Editor): string[] {
  const found = new Set<string>();
  editor.state.doc.descendants((node) => {
    if (node.type.name === 'image' && isExternal(String(node.attrs.src ?? '')))
      found.add(String(node.attrs.src));
  });
  return [...found];
}

/** Points every image with `from` as its source at `to`. */
function replaceImageSource(editor: Editor, from: string, to: string): void {
  const { tr } = editor.state;
  editor.state.doc.descendants((node, pos) => {
    if (node.type.name === 'image' && node.attrs.src === from)
      tr.setNodeMarkup(pos, undefined, { ...node.attrs, src: to });
  });
  if (tr.docChanged) editor.view.dispatch(tr);
}

/** `allowed`: whether the user may upload (EDITOR.uploadAuthority); if not, nothing is sent. */
export function useEditorUploads(editor: Editor | null, show: ShowMessage, allowed: boolean) {
  const { t } = useTranslation('editor');
  const config = useEditorConfig(allowed);

  const upload = useCallback(
    async (all: readonly File[], kind: UploadKind) => {
      if (!editor || all.length === 0) return;
      if (!config.data) return show(t('upload.noConfig'), 'error');
      if (all.length > EDITOR.maxFilesPerUpload)
        show(t('upload.tooMany', { max: EDITOR.maxFilesPerUpload }), 'warning');
      const { accepted, refused } = checkFiles(all.slice(0, EDITOR.maxFilesPerUpload), config.data, kind);
      const firstRefusal = refused[0];
      if (firstRefusal) show(t(`upload.${firstRefusal.problem}`, { name: firstRefusal.file.name }), 'error');
      if (accepted.length === 0) return;
      if (!firstRefusal) show(t('upload.uploading'), 'info', true);
      let items: Awaited<ReturnType<typeof uploadFiles>>;
      try {
        items = await uploadFiles(accepted, kind);
      } catch {
        return show(t('upload.loadError'), 'error');
      }
      const stored = items.filter((i) => i.state === UEDITOR_SUCCESS);
      const content = stored.map((i) =>
        kind === 'image'
          ? { type: 'image', attrs: { src: i.url, alt: i.original, title: i.original } }
          : {
              type: 'paragraph',
              content: [{ type: 'text', text: i.title, marks: [{ type: 'link', attrs: { href: i.url } }] }],
            },
      );
      if (content.length > 0) editor.chain().focus().insertContent(content).run();
      // A refused file shows the server's own reason (spec §8).
      const failed = items.find((i) => i.state !== UEDITOR_SUCCESS);
      if (failed) show(failed.state, 'error');
      else if (!firstRefusal) show(t('upload.done'), 'success');
    },
    [editor, config.data, show, t],
  );

  // After a paste, images from other sites are copied to our store and pointed at the copy.
  // A failed capture is only an event (spec §8, `rte:capture-error` on the editor): the image keeps
  // its address.
  useEffect(() => {
    if (!editor || !allowed) return;
    const onTransaction = ({ transaction }: { transaction: { getMeta: (key: string) => unknown } }) => {
      if (transaction.getMeta('uiEvent') !== 'paste') return;
      const sources = externalImages(editor).slice(0, EDITOR.maxFilesPerUpload);
      if (sources.length === 0) return;
      show(t('upload.capturing'), 'info');
      catchImages(sources).then(
        (reply) => {
          for (const item of reply.list)
            if (item.state === UEDITOR_SUCCESS && !editor.isDestroyed)
              replaceImageSource(editor, item.source, item.url);
        },
        (error: unknown) => {
          if (!editor.isDestroyed)
            editor.view.dom.dispatchEvent(
              new CustomEvent('rte:capture-error', { detail: error, bubbles: true }),
            );
        },
      );
    };
    editor.on('transaction', onTransaction);
    return () => {
      editor.off('transaction', onTransaction);
    };
  }, [editor, allowed, show, t]);

  /** Pasted or dropped image files are uploaded like the toolbar's. */
  const handleFiles = useCallback(
    (files: FileList | null | undefined): boolean => {
      const images = [...(files ?? [])].filter((f) => f.type.startsWith('image/'));
      if (images.length === 0) return false;
      if (allowed) void upload(images, 'image');
      else show(t('upload.notPermitted'), 'warning');
      return true;
    },
    [upload, allowed, show, t],
  );

  return { upload, handleFiles, configError: config.isError };
}
