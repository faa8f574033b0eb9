// Everything the pages rely on: dayjs in the chosen language, the feedback functions of ui/, and
// TanStack Query. antd's theme and locale are not here: the routes that use antd mount them
// (ui/AntdScope.tsx, through ui/antdRoute.tsx), so the public portal's home loads no antd. antd's
// <App> comes with the feedback functions when first needed (ui/feedback.tsx), and .app-root
// (app.css) gives the text the styles the <App> element gave it.
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackHost } from '../ui';
import { queryClient } from './queryClient';

/** `client`: the server's drawing of a first screen (prerender.tsx) brings its own, one per page. */
export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  const { i18n } = useTranslation();
  const english = i18n.language === 'en-US';
  // Set before the children render, so dates they format this render are already in the language.
  dayjs.locale(english ? 'en' : 'zh-cn');
  useEffect(() => {
    document.documentElement.lang = i18n.language;
  }, [i18n.language]);
  return (
    <div className="app-root">
      <FeedbackHost />
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </div>
  );
}
