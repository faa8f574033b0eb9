// Everything the pages rely on: antd with the locale of the chosen language (zh_CN by default),
// dayjs in the same language, the feedback functions of ui/, and TanStack Query. antd's <App> is
// not the root: it comes with the feedback functions when first needed (ui/feedback.tsx), and
// .app-root (app.css) gives the text the styles the <App> element gave it.
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
// The ES-module locales: `antd/locale/*` is CommonJS and would bundle a second copy of en_US.
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackHost } from '../ui';
import { queryClient } from './queryClient';

// Links take their colour from colorInfo, not colorPrimary, so they are set too; antd's default blue
// and its 45 % grey for secondary text fall under WCAG's 4.5:1 on white (axe, Lighthouse).
const SECONDARY_TEXT = 'rgba(0, 0, 0, 0.62)';
const THEME = {
  token: {
    colorPrimary: '#1554ad',
    colorLink: '#1554ad',
    colorTextTertiary: SECONDARY_TEXT,
    colorTextDescription: SECONDARY_TEXT,
    borderRadius: 6,
  },
  components: {
    // Tags write their text in a palette's 7th shade (or the status colour) on its palest one,
    // under 4.5:1 for these; a darker shade of the same hue passes.
    Tag: {
      gold7: '#874d00',
      orange7: '#ad4e00',
      volcano7: '#ad2102',
      green7: '#237804',
      lime7: '#3f6600',
      cyan7: '#006d75',
      colorSuccess: '#237804',
      colorWarning: '#ad6800',
      colorError: '#a8071a',
      colorInfo: '#003eb3',
    },
  },
};

export function Providers({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const english = i18n.language === 'en-US';
  // Set before the children render, so dates they format this render are already in the language.
  dayjs.locale(english ? 'en' : 'zh-cn');
  useEffect(() => {
    document.documentElement.lang = i18n.language;
  }, [i18n.language]);
  return (
    <ConfigProvider locale={english ? enUS : zhCN} theme={THEME}>
      <div className="app-root">
        <FeedbackHost />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </div>
    </ConfigProvider>
  );
}
