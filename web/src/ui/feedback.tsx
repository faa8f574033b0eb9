// Toast, error tip, denied message and the confirm modal of spec §2/§8. They are plain functions
// so that the HTTP client and event handlers can call them outside React. antd's message and modal
// (with its <App>) are a chunk of their own, fetched the first time one is shown: most visits never
// show one, and the public portal's first load does without them. <FeedbackHost/>, mounted once
// in the providers, then mounts antd's <App> and hands the functions its context-aware instances
// (theme, locale); with no host mounted (outside the app) antd's static APIs serve.
import { ERROR_TIP_MS, TOAST_MS } from '@portal/contract';
import type { ModalFuncProps } from 'antd';
import i18n from 'i18next';
import type { ComponentType, ReactNode } from 'react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLoadingOverlay } from './loadingState';

export { ERROR_TIP_MS, TOAST_MS };

type MessageType = 'success' | 'info' | 'warning' | 'error';
type MessageApi = {
  open: (args: { type: MessageType; content: ReactNode; duration: number; key?: string }) => unknown;
};
type ModalApi = { confirm: (config: ModalFuncProps) => unknown };

export type FeedbackApis = { message: MessageApi; modal: ModalApi };

/** The instances in use once fetched; calls made before wait in `waiting`. */
let apis: FeedbackApis | null = null;
const waiting: Array<(a: FeedbackApis) => void> = [];
/** Set while a host is mounted: it mounts antd's <App> when first asked. */
let wakeHost: (() => void) | null = null;
let fetchingStatic = false;

function withApis(use: (a: FeedbackApis) => void): void {
  if (apis) {
    use(apis);
    return;
  }
  waiting.push(use);
  if (wakeHost) {
    wakeHost();
    return;
  }
  if (fetchingStatic) return;
  fetchingStatic = true;
  void import('./feedbackApis').then((m) => bindFeedback(apis ?? m.staticApis));
}

/** Hands the functions their instances and shows what waited for them. */
export function bindFeedback(next: FeedbackApis | null): void {
  apis = next;
  if (next) for (const use of waiting.splice(0)) use(next);
}

/** Text from the `pages` namespace, with the Chinese wording as fallback before i18n is ready. */
function text(key: string, fallback: string): string {
  return i18n.t(key, { ns: 'pages', defaultValue: fallback });
}

const show = (type: MessageType) => (content: ReactNode) =>
  withApis((a) => void a.message.open({ type, content, duration: TOAST_MS / 1000 }));

/** Short notices that disappear after 3 s. */
export const toast = {
  success: show('success'),
  info: show('info'),
  warning: show('warning'),
  error: show('error'),
};

/** The generic tip for 500 and unknown statuses; one key so a burst of failures shows one tip. */
export function showErrorTip(): void {
  withApis((a) =>
    a.message.open({
      type: 'error',
      content: text('ui.serverError', '服务器内部错误'),
      duration: ERROR_TIP_MS / 1000,
      key: 'server-error',
    }),
  );
}

/** 403 WEB_ACCESS_DENIED: the server's message is fit to show. */
export function showDenied(message: string): void {
  withApis((a) =>
    a.message.open({
      type: 'warning',
      content: message || text('ui.denied', '您无权执行该操作'),
      duration: ERROR_TIP_MS / 1000,
      key: 'denied',
    }),
  );
}

export type ConfirmOptions = {
  title?: ReactNode;
  content: ReactNode;
  /** May return a promise: the OK button spins until it settles. */
  onOk: () => unknown;
  /** Without it the modal shows the OK button only (spec §2). */
  onCancel?: () => void;
  /** Red OK button for destructive actions. */
  danger?: boolean;
};

export function confirm({ title, content, onOk, onCancel, danger }: ConfirmOptions): void {
  withApis((a) =>
    a.modal.confirm({
      title: title ?? text('ui.confirmTitle', '提示'),
      content,
      okText: text('ui.ok', '确定'),
      cancelText: text('ui.cancel', '取消'),
      okCancel: Boolean(onCancel),
      okButtonProps: danger ? { danger: true } : undefined,
      onOk,
      onCancel,
    }),
  );
}

// antd's <App> bound to the functions, and the overlay's spinner: chunks of their own, each in
// antd's theme and locale (AntdScope), fetched when first shown.
function inAntdScope(load: () => Promise<ComponentType>) {
  return lazy(async () => {
    const [Inner, { AntdScope }] = await Promise.all([load(), import('./AntdScope')]);
    return {
      default: (() => (
        <AntdScope>
          <Inner />
        </AntdScope>
      )) as ComponentType,
    };
  });
}
const FeedbackApp = inAntdScope(async () => (await import('./feedbackApis')).FeedbackApp as ComponentType);
const Overlay = inAntdScope(async () => (await import('./LoadingOverlay')).LoadingOverlay as ComponentType);

/** Mount once inside the providers: shows the global loading overlay, and antd's <App> once needed. */
export function FeedbackHost() {
  const [wanted, setWanted] = useState(false);
  // Mounted from the first wrapped call on, so the spinner's own delay and fade still apply.
  const { active } = useLoadingOverlay();
  const [overlay, setOverlay] = useState(false);
  if (active && !overlay) setOverlay(true);
  useEffect(() => {
    wakeHost = () => setWanted(true);
    if (waiting.length > 0) setWanted(true);
    return () => {
      wakeHost = null;
      bindFeedback(null);
    };
  }, []);
  return (
    <>
      {overlay && (
        <Suspense fallback={null}>
          <Overlay />
        </Suspense>
      )}
      {wanted && (
        <Suspense fallback={null}>
          <FeedbackApp />
        </Suspense>
      )}
    </>
  );
}
