// Toast, error tip, denied message and the confirm modal of spec §2/§8. They are plain functions
// so that the HTTP client and event handlers can call them outside React. <FeedbackHost/>, mounted
// once inside antd's <App>, hands them the context-aware instances (theme, locale); before it
// mounts they fall back to antd's static APIs.
import { ERROR_TIP_MS, TOAST_MS } from '@portal/contract';
import type { ModalFuncProps } from 'antd';
import { App, Modal, message as staticMessage } from 'antd';
import i18n from 'i18next';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { LoadingOverlay } from './LoadingOverlay';

export { ERROR_TIP_MS, TOAST_MS };

type MessageType = 'success' | 'info' | 'warning' | 'error';
type MessageApi = {
  open: (args: { type: MessageType; content: ReactNode; duration: number; key?: string }) => unknown;
};
type ModalApi = { confirm: (config: ModalFuncProps) => unknown };

let messageApi: MessageApi = staticMessage;
let modalApi: ModalApi = Modal;

/** Text from the `pages` namespace, with the Chinese wording as fallback before i18n is ready. */
function text(key: string, fallback: string): string {
  return i18n.t(key, { ns: 'pages', defaultValue: fallback });
}

const show = (type: MessageType) => (content: ReactNode) =>
  void messageApi.open({ type, content, duration: TOAST_MS / 1000 });

/** Short notices that disappear after 3 s. */
export const toast = {
  success: show('success'),
  info: show('info'),
  warning: show('warning'),
  error: show('error'),
};

/** The generic tip for 500 and unknown statuses; one key so a burst of failures shows one tip. */
export function showErrorTip(): void {
  messageApi.open({
    type: 'error',
    content: text('ui.serverError', '服务器内部错误'),
    duration: ERROR_TIP_MS / 1000,
    key: 'server-error',
  });
}

/** 403 WEB_ACCESS_DENIED: the server's message is fit to show. */
export function showDenied(message: string): void {
  messageApi.open({
    type: 'warning',
    content: message || text('ui.denied', '您无权执行该操作'),
    duration: ERROR_TIP_MS / 1000,
    key: 'denied',
  });
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
  modalApi.confirm({
    title: title ?? text('ui.confirmTitle', '提示'),
    content,
    okText: text('ui.ok', '确定'),
    cancelText: text('ui.cancel', '取消'),
    okCancel: Boolean(onCancel),
    okButtonProps: danger ? { danger: true } : undefined,
    onOk,
    onCancel,
  });
}

/** Mount once inside antd's <App>: binds the feedback functions and shows the global loading overlay. */
export function FeedbackHost() {
  const { message, modal } = App.useApp();
  useEffect(() => {
    messageApi = message;
    modalApi = modal;
    return () => {
      messageApi = staticMessage;
      modalApi = Modal;
    };
  }, [message, modal]);
  return <LoadingOverlay />;
}
