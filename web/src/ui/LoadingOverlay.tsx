// The loading overlay of spec §2: a full-screen spinner shown while any wrapped work is pending
// (loadingState.ts counts it).
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLoadingOverlay } from './loadingState';

export type LoadingOverlayProps = {
  /** Controlled use; left out, the overlay follows withLoading(). */
  spinning?: boolean;
  tip?: string;
};

export function LoadingOverlay({ spinning, tip }: LoadingOverlayProps) {
  const { t } = useTranslation('pages');
  const { active } = useLoadingOverlay();
  // A short delay keeps quick calls from flashing the screen.
  return <Spin fullscreen spinning={spinning ?? active} delay={200} description={tip ?? t('ui.loading')} />;
}
