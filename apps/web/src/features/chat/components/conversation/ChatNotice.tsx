import { Button } from 'antd-mobile';
import styles from './conversation.module.css';

/** Shown in place of the composer when this chat cannot be written to (blocked, muted, not a member, oneself). */
export function ChatNotice({
  text,
  action,
}: {
  text: string;
  action?: { text: string; loading?: boolean; onClick: () => void };
}) {
  return (
    <div className={styles.chatNotice} data-testid="chat-notice">
      <span>{text}</span>
      {action && (
        <Button
          className={styles.noticeButton}
          color="primary"
          fill="outline"
          loading={action.loading}
          onClick={action.onClick}
        >
          {action.text}
        </Button>
      )}
    </div>
  );
}
