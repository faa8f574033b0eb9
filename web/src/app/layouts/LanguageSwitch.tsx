// The language switch of the console and portal headers. A module of its own so that the public
// portal does not load the console header to get it.
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language, setLanguage } from '../../i18n';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <Select<Language>
      size="small"
      aria-label={t('header.language')}
      value={i18n.language as Language}
      onChange={(lng) => void setLanguage(lng)}
      options={LANGUAGES.map((lng) => ({ value: lng, label: t(`lang.${lng}`) }))}
      style={{ width: 96 }}
    />
  );
}
