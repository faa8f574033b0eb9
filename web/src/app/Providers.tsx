// Everything the pages rely on: antd with the locale of the chosen language (zh_CN by default),
// dayjs in the same language, the feedback functions of ui/, and TanStack Query.
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
// The ES-module locales: `antd/locale/*` is CommonJS and would bundle a second copy of en_US.
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackHost } from '../ui';
import { queryClient } from './queryClient';

const THEME = { token: { colorPrimary: '#1554ad', borderRadius: 6 } };

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
      <AntApp>
        <FeedbackHost />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
