// The editor's status message (spec §4): shown, then hidden after 4 s unless it is kept.
import { EDITOR } from '@portal/contract';
import { useCallback, useEffect, useRef, useState } from 'react';

export type EditorMessage = { text: string; type: 'info' | 'success' | 'warning' | 'error'; keep: boolean };
export type ShowMessage = (text: string, type?: EditorMessage['type'], keep?: boolean) => void;

export function useEditorMessage() {
  const [message, setMessage] = useState<EditorMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);
  const show = useCallback<ShowMessage>((text, type = 'info', keep = false) => {
    clearTimeout(timer.current);
    setMessage({ text, type, keep });
    if (!keep) timer.current = setTimeout(() => setMessage(null), EDITOR.messageMs);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { message, show, hide };
}
