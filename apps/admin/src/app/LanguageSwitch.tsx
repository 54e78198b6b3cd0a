import { LANGUAGES, type Language } from '@volna/contracts';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage, switchLanguage } from '../shared/i18n.ts';

/** The header's language choice; each language named in itself. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  return (
    <Select<Language>
      aria-label={t('language')}
      data-testid="language-switch"
      value={currentLanguage()}
      onChange={switchLanguage}
      style={{ width: 120 }}
      options={LANGUAGES.map((lang) => ({ value: lang, label: t(`languages.${lang}`) }))}
    />
  );
}
