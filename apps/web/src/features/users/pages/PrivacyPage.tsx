import { Privacy, type PrivacyLevel, type UpdateUserBody } from '@volna/contracts';
import { List, Selector, Switch } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useMyInfo } from '../api/myInfo.ts';
import { useUpdateUser } from '../api/updateUser.ts';
import { FormSkeleton } from '../components/FormSkeleton.tsx';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { PageFrame } from '../components/PageFrame.tsx';
import styles from '../components/users.module.css';

const LEVELS: PrivacyLevel[] = [Privacy.nobody, Privacy.contacts, Privacy.everybody];
const LEVEL_KEYS: Record<PrivacyLevel, string> = {
  [Privacy.nobody]: 'settings:privacyLevel.nobody',
  [Privacy.contacts]: 'settings:privacyLevel.contacts',
  [Privacy.everybody]: 'settings:privacyLevel.everybody',
};
// Finding by number sits under seeing the number: the hint says how the two differ.
const FIELDS = [
  { name: 'phonePrivacy', label: 'settings:privacyPhone' },
  {
    name: 'findByPhonePrivacy',
    label: 'settings:privacyFindByPhone',
    hint: 'settings:privacyFindByPhoneHint',
  },
  { name: 'emailPrivacy', label: 'settings:privacyEmail' },
  { name: 'codePrivacy', label: 'settings:privacyCode' },
] as const;

/**
 * Who sees my phone, e-mail and code (spec §6), who may find me by my number, and how messages reach me (sound,
 * in-app banner). Saved on change.
 */
export default function PrivacyPage() {
  const { t } = useTranslation();
  const info = useMyInfo();
  const update = useUpdateUser();
  const save = (patch: UpdateUserBody) => update.mutate(patch);

  return (
    <PageFrame title={t('settings:privacy')}>
      {info.isPending ? (
        <FormSkeleton />
      ) : info.isError ? (
        <LoadFailed onRetry={() => void info.refetch()} />
      ) : (
        <>
          {FIELDS.map((field) => (
            <List key={field.name} className={styles.section} header={t(field.label)}>
              <List.Item description={'hint' in field ? t(field.hint) : undefined}>
                <Selector
                  columns={3}
                  value={[info.data[field.name] as PrivacyLevel]}
                  disabled={update.isPending}
                  onChange={(value) => value[0] !== undefined && save({ [field.name]: value[0] })}
                  options={LEVELS.map((level) => ({ label: t(LEVEL_KEYS[level]), value: level }))}
                />
              </List.Item>
            </List>
          ))}
          <List className={styles.section} header={t('settings:notifications')}>
            <List.Item
              description={t('settings:soundHint')}
              extra={
                <Switch
                  checked={info.data.confFlag !== 0}
                  loading={update.isPending && update.variables?.confFlag !== undefined}
                  onChange={(checked) => save({ confFlag: checked ? 1 : 0 })}
                  aria-label={t('settings:sound')}
                />
              }
            >
              {t('settings:sound')}
            </List.Item>
            <List.Item
              description={t('settings:bannerHint')}
              extra={
                <Switch
                  checked={info.data.msgFlag === 1}
                  loading={update.isPending && update.variables?.msgFlag !== undefined}
                  onChange={(checked) => save({ msgFlag: checked ? 1 : 0 })}
                  aria-label={t('settings:banner')}
                />
              }
            >
              {t('settings:banner')}
            </List.Item>
          </List>
        </>
      )}
    </PageFrame>
  );
}
