import { type Language, LANGUAGES } from '@volna/contracts';
import { CheckList } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { native } from '../../../shared/native/native-bridge.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { isAuthenticated } from '../../../shared/session/session-store.ts';
import { updateUser } from '../api/updateUser.ts';
import { PageFrame } from '../components/PageFrame.tsx';
import styles from '../components/users.module.css';

/** Every language names itself, so a user lost in a foreign one still finds his own. */
const SELF_NAMES: Record<Language, string> = { ru: 'Русский', zh: '中文', en: 'English', ja: '日本語' };

/** Interface language; the choice is kept on the account when signed in, and the app restarts in it (spec §1). */
export default function LanguagePage() {
  const { t } = useTranslation();
  const current = currentLanguage();
  const [saving, setSaving] = useState(false);

  const choose = async (language: Language) => {
    if (language === current || saving) return;
    setSaving(true);
    try {
      if (isAuthenticated()) await updateUser({ language });
      native.changeLanguage(language);
    } catch {
      // The API helper showed why; the language stays as it was.
      setSaving(false);
    }
  };

  return (
    <PageFrame title={t('settings:language')} backTo={isAuthenticated() ? paths.settings : paths.login}>
      <CheckList
        className={styles.section}
        value={[current]}
        onChange={(value) => value[0] && void choose(value[0] as Language)}
      >
        {LANGUAGES.map((language) => (
          <CheckList.Item
            key={language}
            value={language}
            disabled={saving}
            description={
              t(`settings:languages.${language}`) === SELF_NAMES[language]
                ? undefined
                : t(`settings:languages.${language}`)
            }
          >
            {SELF_NAMES[language]}
          </CheckList.Item>
        ))}
      </CheckList>
    </PageFrame>
  );
}
