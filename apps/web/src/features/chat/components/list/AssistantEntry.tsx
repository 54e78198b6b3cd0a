import { MessageOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../../shared/lib/paths.ts';
import styles from './chat-list.module.css';

/** The assistant chat (pages/chat/AIChat), pinned above the chats of the messages tab. */
export function AssistantEntry() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={styles.row}
      data-entry="assistant"
      onClick={() => navigate(paths.aiChat)}
    >
      <span className={styles.systemAvatar} style={{ width: 48, height: 48, fontSize: 26 }} aria-hidden>
        <MessageOutline />
      </span>
      <span className={styles.body}>
        <span className={styles.line}>
          <span className={styles.title}>{t('chat:assistant.title')}</span>
        </span>
        <span className={styles.line}>
          <span className={styles.preview}>{t('chat:assistant.preview')}</span>
        </span>
      </span>
    </button>
  );
}
