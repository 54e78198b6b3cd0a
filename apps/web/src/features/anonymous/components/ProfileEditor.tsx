import { ANON_BRIEF_MAX_LENGTH, ANON_NICKNAME_MAX_LENGTH, type AnonProfileVo } from '@volna/contracts';
import { Button, Input, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnonProfileSave } from '../api/mutations.ts';
import styles from './anonymous.module.css';

/** How I appear to strangers: a nickname and a line (no photo, no real name). */
export function ProfileEditor({ profile }: { profile: AnonProfileVo }) {
  const { t } = useTranslation();
  const save = useAnonProfileSave();
  const [nickName, setNickName] = useState(profile.nickName);
  const [brief, setBrief] = useState(profile.brief);
  const changed = nickName.trim() !== profile.nickName || brief.trim() !== profile.brief;
  return (
    <form
      className={styles.profile}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { nickName: nickName.trim(), brief: brief.trim() },
          { onSuccess: () => Toast.show({ icon: 'success', content: t('anonymous:profile.saved') }) },
        );
      }}
    >
      <h3>{t('anonymous:profile.title')}</h3>
      <Input
        value={nickName}
        onChange={setNickName}
        maxLength={ANON_NICKNAME_MAX_LENGTH}
        placeholder={t('anonymous:profile.nickName')}
        aria-label={t('anonymous:profile.nickName')}
      />
      <Input
        value={brief}
        onChange={setBrief}
        maxLength={ANON_BRIEF_MAX_LENGTH}
        placeholder={t('anonymous:profile.brief')}
        aria-label={t('anonymous:profile.brief')}
      />
      <Button type="submit" size="small" disabled={!changed || !nickName.trim()} loading={save.isPending}>
        {t('anonymous:profile.save')}
      </Button>
    </form>
  );
}
