// The language switch of the console and portal headers. A module of its own so that the public
// portal does not load the console header to get it; a native select rather than antd's, whose
// dropdown machinery (virtual list, trigger, motion) would otherwise be part of every first load.
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language, setLanguage } from '../../i18n';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <select
      className="language-switch"
      aria-label={t('header.language')}
      value={i18n.language as Language}
      onChange={(event) => void setLanguage(event.target.value as Language)}
    >
      {LANGUAGES.map((lng) => (
        <option key={lng} value={lng}>
          {t(`lang.${lng}`)}
        </option>
      ))}
    </select>
  );
}
