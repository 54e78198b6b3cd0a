import { type ChatMessage, ConversationType, displayName, type UserVo } from '@volna/contracts';
import { ProgressBar } from 'antd-mobile';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { privateChatPath } from '../../../../shared/lib/paths.ts';
import { fullTime } from '../../../../shared/format/chat-time.ts';
import { currentLanguage } from '../../../../shared/i18n/i18n.ts';
import { UserAvatar } from '../../../../shared/ui/UserAvatar.tsx';
import { useChatUsers } from '../../../../shared/messaging/api/users.ts';
import type { OutgoingMessage } from '../../model/outbox.ts';
import styles from './conversation.module.css';
import { isNotice, MEDIA_OBJECT_NAMES, MessageBody, NoticeText, QuoteBlock } from './MessageBody.tsx';
import { useLongPress } from './useLongPress.ts';
import dayjs from 'dayjs';
import { Spinner } from '../../../../shared/ui/Spinner.tsx';

type Common = { myUserId: number; dayHeader: string | null };

const clock = (time: number) => dayjs(time).format('HH:mm');

function DayHeader({ label }: { label: string }) {
  return (
    <div className={styles.day}>
      <span className={styles.dayLabel}>{label}</span>
    </div>
  );
}

function Avatar({ user, userId }: { user: UserVo | undefined; userId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = user ? displayName(user) : t('conversation:someone');
  return (
    <button
      type="button"
      className={styles.avatarButton}
      // Named by the avatar inside it (role img, the name): an aria-label here would not include its visible letter.
      onClick={() => navigate(privateChatPath(userId))}
    >
      <UserAvatar
        src={user?.avatarCompress || user?.avatar}
        nickName={user?.nickName || name}
        avatarColorCode={user?.avatarColorCode}
        size={36}
        alt={name}
      />
    </button>
  );
}

type MessageRowProps = Common & {
  message: ChatMessage;
  /** Private chats, own messages: null otherwise. */
  read: boolean | null;
  highlighted: boolean;
  onMenu: (message: ChatMessage) => void;
};

/** One history message: a centred notice, or a bubble (own on the right; others with avatar, and name in groups). */
export const MessageRow = memo(function MessageRow({
  message,
  myUserId,
  dayHeader,
  read,
  highlighted,
  onMenu,
}: MessageRowProps) {
  const { t } = useTranslation();
  const own = message.senderUserId === myUserId;
  const showSender = !own && message.conversationType === ConversationType.group;
  const sender = useChatUsers(
    own || message.conversationType === ConversationType.system ? [] : [message.senderUserId],
  ).get(message.senderUserId);
  const press = useLongPress(() => onMenu(message));
  if (isNotice(message))
    return (
      <div data-msg-uid={message.msgUid}>
        {dayHeader && <DayHeader label={dayHeader} />}
        <div className={styles.notice}>
          <span className={styles.noticeText} data-testid="notice">
            <NoticeText message={message} myUserId={myUserId} />
          </span>
        </div>
      </div>
    );
  const name = sender ? displayName(sender) : t('conversation:someone');
  return (
    <div data-msg-uid={message.msgUid} className={highlighted ? styles.highlight : undefined}>
      {dayHeader && <DayHeader label={dayHeader} />}
      <div className={styles.row}>
        <div className={`${styles.line} ${own ? styles.lineOwn : ''}`}>
          {!own && <Avatar user={sender} userId={message.senderUserId} />}
          <div className={styles.column}>
            {showSender && <div className={styles.sender}>{name}</div>}
            <div
              className={`${styles.bubble} ${MEDIA_OBJECT_NAMES.includes(message.objectName) && !message.quote ? styles.bubbleMedia : ''}`}
              data-own={own ? 'true' : 'false'}
              {...press}
            >
              {message.quote && <QuoteBlock quote={message.quote} myUserId={myUserId} />}
              <MessageBody message={message} />
              <div className={styles.meta}>
                <time
                  dateTime={new Date(message.sentTime).toISOString()}
                  title={fullTime(message.sentTime, currentLanguage())}
                >
                  {clock(message.sentTime)}
                </time>
                {read !== null && (
                  <span
                    className={styles.readMark}
                    data-read={read ? 'true' : 'false'}
                    role="img"
                    aria-label={read ? t('conversation:read') : t('conversation:unread')}
                    title={read ? t('conversation:read') : t('conversation:unread')}
                  >
                    {read ? '✓✓' : '✓'}
                  </span>
                )}
              </div>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
});

type OutgoingRowProps = Common & {
  entry: OutgoingMessage;
  quoted?: ChatMessage;
  onRetry: (entry: OutgoingMessage) => void;
  onDiscard: (entry: OutgoingMessage) => void;
};

/** A message on its way: shown at once as my own, with a spinner, upload progress, or retry / discard on failure. */
export function OutgoingRow({ entry, quoted, myUserId, dayHeader, onRetry, onDiscard }: OutgoingRowProps) {
  const { t } = useTranslation();
  const message: ChatMessage = {
    msgUid: entry.clientMsgId,
    clientMsgId: entry.clientMsgId,
    conversationType: entry.body.conversationType,
    targetId: entry.body.targetId,
    senderUserId: myUserId,
    objectName: entry.body.objectName,
    content: entry.body.content,
    sentTime: entry.createdAt,
    mentionedUserIds: entry.body.mentionedUserIds ?? [],
    quote: quoted
      ? {
          msgUid: quoted.msgUid,
          senderUserId: quoted.senderUserId,
          objectName: quoted.objectName,
          content: quoted.content,
        }
      : null,
    recalled: false,
  };
  return (
    <div data-client-msg-id={entry.clientMsgId} data-status={entry.status}>
      {dayHeader && <DayHeader label={dayHeader} />}
      <div className={styles.row}>
        <div className={`${styles.line} ${styles.lineOwn}`}>
          <div className={styles.column}>
            <div
              className={`${styles.bubble} ${MEDIA_OBJECT_NAMES.includes(message.objectName) ? styles.bubbleMedia : ''}`}
              data-own="true"
            >
              {message.quote && <QuoteBlock quote={message.quote} myUserId={myUserId} />}
              <MessageBody message={message} />
              <div className={styles.meta}>
                <time dateTime={new Date(entry.createdAt).toISOString()}>{clock(entry.createdAt)}</time>
              </div>
            </div>
            {entry.status === 'uploading' && (
              <div className={styles.outgoingState}>
                <ProgressBar percent={entry.progress ?? 0} className={styles.progress} />
                <span>{t('conversation:uploading', { percent: entry.progress ?? 0 })}</span>
              </div>
            )}
            {entry.status === 'sending' && (
              <div className={styles.outgoingState}>
                <Spinner style={{ '--size': '14px' }} />
                <span>{t('conversation:sending')}</span>
              </div>
            )}
            {entry.status === 'queued' && (
              <div className={styles.outgoingState}>
                <span>{t('conversation:waitingForNetwork')}</span>
                <button type="button" className={styles.smallButton} onClick={() => onDiscard(entry)}>
                  {t('conversation:discard')}
                </button>
              </div>
            )}
            {entry.status === 'failed' && (
              <div className={`${styles.outgoingState} ${styles.failed}`}>
                <span>{t('conversation:sendFailed')}</span>
                <button type="button" className={styles.smallButton} onClick={() => onRetry(entry)}>
                  {t('conversation:retry')}
                </button>
                <button type="button" className={styles.smallButton} onClick={() => onDiscard(entry)}>
                  {t('conversation:discard')}
                </button>
              </div>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
