import type { DatingCardVo } from '@volna/contracts';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import styles from './dating.module.css';

/** A feed card: the avatar photo, name, age, city and purpose tags. */
export function ProfileCard({ profile, onOpen }: { profile: DatingCardVo; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className={styles.card} onClick={onOpen} data-testid="dating-card">
      <img
        className={styles.cardPhoto}
        src={profile.avatarCompress || profile.avatar}
        alt={profile.nickName}
        loading="lazy"
      />
      <span className={styles.cardBody}>
        <span className={styles.cardName}>
          {t('dating:card.nameAge', { name: profile.nickName, age: profile.age })}
        </span>
        <span className={`${styles.muted} ${styles.cardLine}`}>{profile.location}</span>
        <span className={styles.cardTags}>
          {profile.labels.slice(0, 3).map((label) => (
            <Tag key={label.id} color="primary" fill="outline">
              {label.name}
            </Tag>
          ))}
        </span>
      </span>
    </button>
  );
}
