// antd's theme and locale around whatever uses antd components: the console, the sign pages, the
// portal pages with forms or tables, the feedback functions. Not part of the entry: the public
// portal's home draws without antd, and antd's ConfigProvider brings its CSS-in-JS engine, theme
// and popup machinery (about 30 KB gzipped) to whoever mounts it. Route declarations wrap their
// components with it through ui/antdRoute.ts.
import { ConfigProvider } from 'antd';
// The ES-module locales: `antd/locale/*` is CommonJS and would bundle a second copy of en_US.
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrefersReducedMotion } from './reducedMotion';

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

// antd's own switch for a visitor who asks for reduced motion: its components then skip their
// opening and closing motion altogether. (antd's styles alone, under the media query, still let a
// dialog zoom out as it closes.)
const STILL_THEME = { ...THEME, token: { ...THEME.token, motion: false } };

export function AntdScope({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const still = usePrefersReducedMotion();
  return (
    <ConfigProvider locale={i18n.language === 'en-US' ? enUS : zhCN} theme={still ? STILL_THEME : THEME}>
      {children}
    </ConfigProvider>
  );
}
