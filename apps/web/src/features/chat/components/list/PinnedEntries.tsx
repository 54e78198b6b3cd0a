import { MessageOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../../shared/lib/paths.ts';
import styles from './chat-list.module.css';

/** A row pinned above the chats of the messages tab that opens a page instead of a chat. */
function PinnedEntry(props: { entry: string; icon: ReactNode; title: string; preview: string; to: string }) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={styles.row}
      data-entry={props.entry}
      data-testid={`entry-${props.entry}`}
      onClick={() => navigate(props.to)}
    >
      <span className={styles.systemAvatar} style={{ width: 48, height: 48, fontSize: 26 }} aria-hidden>
        {props.icon}
      </span>
      <span className={styles.body}>
        <span className={styles.line}>
          <span className={styles.title}>{props.title}</span>
        </span>
        <span className={styles.line}>
          <span className={styles.preview}>{props.preview}</span>
        </span>
      </span>
    </button>
  );
}

/**
 * What heads the messages tab whatever the state of the chats below: the services hub (issue 30: where super-apps put
 * their mini-apps, one tap from the first screen; the hub's page is its own lazy chunk) and the assistant (issue 16).
 */
export function PinnedEntries() {
  const { t } = useTranslation();
  return (
    <>
      <PinnedEntry
        entry="services"
        icon={
          // Four tiles drawn in CSS: an icon's SVG would add its bytes to the first screen of the chat list.
          <span className={styles.tiles}>
            <i />
            <i />
            <i />
            <i />
          </span>
        }
        title={t('chat:services.title')}
        preview={t('chat:services.preview')}
        to={paths.servicesHub}
      />
      <PinnedEntry
        entry="assistant"
        icon={<MessageOutline />}
        title={t('chat:assistant.title')}
        preview={t('chat:assistant.preview')}
        to={paths.aiChat}
      />
    </>
  );
}
