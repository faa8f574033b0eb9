// Autosave of the draft to localStorage (spec §9): at most one save per 500 ms, at least 20 ms after
// a change, and the "autosaved" message 2 s after a save.
import { autosaveDelay, EDITOR } from '@portal/contract';
import type { Editor } from '@tiptap/react';
import { useCallback, useEffect, useRef, useState } from 'react';

const PREFIX = 'EDITOR_DRAFT:';

export function readDraft(key: string): string | null {
  try {
    return localStorage.getItem(PREFIX + key);
  } catch {
    return null;
  }
}

/** A feature calls this once the content is saved on the server: the local draft is then stale. */
export function clearDraft(key: string): void {
  try {
    localStorage.removeItem(PREFIX + key);
  } catch {
    // Storage unavailable: nothing was saved either.
  }
}

export function useAutosave(editor: Editor | null, key: string | undefined, onSaved: () => void) {
  const [draft, setDraft] = useState<string | null>(() => (key ? readDraft(key) : null));
  const lastSaved = useRef<number | null>(null);
  const saveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const messageTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saved = useRef(onSaved);
  saved.current = onSaved;

  useEffect(() => {
    if (!editor || !key) return;
    const save = () => {
      try {
        localStorage.setItem(PREFIX + key, editor.getHTML());
      } catch {
        return; // Quota or private mode: no draft, no message.
      }
      lastSaved.current = Date.now();
      clearTimeout(messageTimer.current);
      messageTimer.current = setTimeout(() => saved.current(), EDITOR.autosaveMessageMs);
    };
    const onUpdate = () => {
      clearTimeout(saveTimer.current);
      saveTimer.current = setTimeout(save, autosaveDelay(Date.now(), lastSaved.current));
    };
    editor.on('update', onUpdate);
    return () => {
      editor.off('update', onUpdate);
      clearTimeout(saveTimer.current);
      clearTimeout(messageTimer.current);
    };
  }, [editor, key]);

  /** Puts the draft found at start back into the editor (an undoable step). */
  const restore = useCallback(() => {
    if (editor && draft !== null) editor.chain().focus().setContent(draft, { emitUpdate: true }).run();
    setDraft(null);
  }, [editor, draft]);

  return { draft: draft !== null && draft !== editor?.getHTML() ? draft : null, restore };
}
