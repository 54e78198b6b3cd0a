import type { FitnessRankingVo } from '@volna/contracts';
import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { UserAvatar } from '../../../shared/ui/UserAvatar.tsx';
import styles from './fitness.module.css';

/** Today's steps of me and my friends, most first. */
export function Ranking({ ranking }: { ranking: FitnessRankingVo }) {
  const { t } = useTranslation();
  if (ranking.rows.length <= 1) return <p className={styles.muted}>{t('fitness:ranking.noFriends')}</p>;
  return (
    <List data-testid="fitness-ranking">
      {ranking.rows.map((row) => (
        <List.Item
          key={row.userId}
          prefix={
            <span>
              {row.rank}. <UserAvatar src={row.avatar} nickName={row.nickName} size={32} alt={row.nickName} />
            </span>
          }
          extra={t('fitness:ranking.steps', { steps: row.steps.toLocaleString(currentLanguage()) })}
        >
          {row.me ? t('fitness:ranking.me', { name: row.nickName }) : row.nickName}
        </List.Item>
      ))}
    </List>
  );
}
