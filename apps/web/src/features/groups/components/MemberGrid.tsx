import type { GroupMemberVo } from '@volna/contracts';
import { AddOutline, MinusOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PersonAvatar } from '../../../shared/ui/UserAvatar.tsx';
import { memberName } from '../model/member-name.ts';
import styles from './groups.module.css';
import { RoleBadge } from './RoleBadge.tsx';

type Props = {
  members: readonly GroupMemberVo[];
  onMember: (member: GroupMemberVo) => void;
  /** The '+' tile: invite friends. */
  onAdd?: () => void;
  /** The '−' tile: remove members (owner and admins). */
  onRemove?: () => void;
};

/** Four rows of five with the '+' and '−' tiles; a big group shows the rest when asked (up to 2,000 members). */
const PREVIEW_TILES = 18;

/** The members as avatar tiles with their name in the group and role, then the '+' and '−' tiles. */
export function MemberGrid({ members, onMember, onAdd, onRemove }: Props) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? members : members.slice(0, PREVIEW_TILES);
  return (
    <div className={styles.grid} data-testid="member-grid">
      {shown.map((member) => {
        const name = memberName(member);
        return (
          <button
            key={member.userId}
            type="button"
            className={styles.tile}
            onClick={() => onMember(member)}
            data-testid="member-tile"
          >
            <span className={styles.tileAvatar}>
              <PersonAvatar person={member.userVo} size={48} alt={name} />
              <RoleBadge role={member.role} className={styles.badge} />
            </span>
            <span className={styles.tileName}>{name}</span>
            {member.muted && <span className={styles.mutedMark}>{t('groups:member.muted')}</span>}
          </button>
        );
      })}
      {onAdd && (
        <button
          type="button"
          className={styles.tile}
          onClick={onAdd}
          aria-label={t('groups:settings.invite')}
        >
          <span className={styles.addTile}>
            <AddOutline />
          </span>
          <span className={styles.tileName}>{t('groups:settings.invite')}</span>
        </button>
      )}
      {onRemove && (
        <button
          type="button"
          className={styles.tile}
          onClick={onRemove}
          aria-label={t('groups:settings.remove')}
        >
          <span className={styles.addTile}>
            <MinusOutline />
          </span>
          <span className={styles.tileName}>{t('groups:settings.remove')}</span>
        </button>
      )}
      {shown.length < members.length && (
        <button type="button" className={styles.moreTiles} onClick={() => setExpanded(true)}>
          {t('groups:settings.allMembers', { count: members.length })}
        </button>
      )}
    </div>
  );
}
