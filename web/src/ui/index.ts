// Generic pieces of spec §2, one import for pages and the shell.
export type { ConfirmOptions } from './feedback';
export { confirm, ERROR_TIP_MS, FeedbackHost, showDenied, showErrorTip, TOAST_MS, toast } from './feedback';
export type { HiddenParam, LayerModalProps } from './LayerModal';
export { LayerModal } from './LayerModal';
export type { LoadingOverlayProps } from './LoadingOverlay';
export { isLoadingActive, useLoadingOverlay, withLoading } from './loadingState';
