import { ConnectionStatus } from '@volna/contracts';
import { StarOutline, UserContactOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../../shared/lib/paths.ts';
import { useMessagingStatus } from '../../../../shared/realtime/messaging.ts';
import { ContactsMenu } from '../../../../shared/ui/ContactsMenu.tsx';
import { NavBar } from '../../../../shared/ui/NavBar.tsx';
import styles from './chat-list.module.css';

const STATUS_TEXT: Record<number, string> = {
  [ConnectionStatus.connecting]: 'chat:status.connecting',
  [ConnectionStatus.disconnected]: 'chat:status.disconnected',
  [ConnectionStatus.suspended]: 'chat:status.suspended',
};

/** The tab's title, a line for the messaging connection while it is not up (spec §4), Favourites, Contacts, the "+" menu. */
export function ChatListHeader({ onFavourites }: { onFavourites: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const status = useMessagingStatus((state) => state.status);
  const statusText = STATUS_TEXT[status];
  return (
    <NavBar
      back={null}
      right={
        <>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('chat:favourites.title')}
            onClick={onFavourites}
          >
            <StarOutline />
          </button>
          {/* Contacts in one tap: the spec's three tabs stay (their indexes are the native shell's), see docs. */}
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('friends:menu.contacts')}
            onClick={() => navigate(paths.friends)}
          >
            <UserContactOutline />
          </button>
          <ContactsMenu className={styles.iconButton} />
        </>
      }
    >
      <div className={styles.titleBlock}>
        <span className={styles.titleText}>{t('chat:list.title')}</span>
        {statusText && (
          <span className={styles.status} role="status">
            {t(statusText)}
          </span>
        )}
      </div>
    </NavBar>
  );
}
