import type { BlindBoxProfileVo } from '@volna/contracts';
import { Image, ImageViewer, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import styles from './blindBox.module.css';

/** A blind-box card as its buyer sees it: photos, name and figures, goals, brief, voice. */
export function CardView({ profile }: { profile: BlindBoxProfileVo }) {
  const { t } = useTranslation();
  return (
    <div className={styles.card} data-testid="blind-box-card">
      <div className={styles.photos}>
        {profile.media.map((url, index) => (
          <button
            type="button"
            key={url}
            className={styles.photo}
            aria-label={t('blindBox:card.photo', { index: index + 1 })}
            onClick={() => ImageViewer.Multi.show({ images: profile.media, defaultIndex: index })}
          >
            <Image src={url} fit="cover" lazy />
          </button>
        ))}
      </div>
      <h3 className={styles.label}>{profile.nickName}</h3>
      <div className={styles.facts}>
        <Tag>{t('blindBox:card.age', { age: profile.age })}</Tag>
        <Tag>{t('blindBox:card.height', { height: profile.height })}</Tag>
        <Tag>{t('blindBox:card.weight', { weight: profile.weight })}</Tag>
        <Tag>{profile.location}</Tag>
      </div>
      <p className={styles.label}>{t('blindBox:card.goals')}</p>
      <p className={styles.muted}>{profile.goals}</p>
      <p className={styles.label}>{t('blindBox:card.brief')}</p>
      <p className={styles.muted}>{profile.brief}</p>
      {profile.audioUrl && (
        <>
          <p className={styles.label}>{t('blindBox:card.voice', { seconds: profile.audioSeconds ?? 0 })}</p>
          {/* biome-ignore lint/a11y/useMediaCaption: a voice introduction has no caption track */}
          <audio controls preload="none" src={profile.audioUrl} aria-label={t('blindBox:card.voicePlay')} />
        </>
      )}
    </div>
  );
}
