import { Badge } from 'antd-mobile';
import { BellMuteOutline } from 'antd-mobile-icons';
import { memo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SwipeRow, type SwipeRowAction, type SwipeRowHandle } from '../../../../shared/ui/SwipeRow.tsx';
import { useActionSheet } from '../../../../shared/ui/useActionSheet.tsx';
import { badgeText } from '../../model/list-tabs.ts';
import { ChatAvatar } from './ChatAvatar.tsx';
import styles from './chat-list.module.css';
import type { ChatRowModel } from '../../../../shared/messaging/model/useChatRows.ts';

/** What a row's tap and swipe actions do. */
export type ChatRowActions = {
  onOpen: (row: ChatRowModel) => void;
  onTop: (row: ChatRowModel) => void;
  onMute: (row: ChatRowModel) => void;
  onDelete: (row: ChatRowModel) => void;
};
type Props = { row: ChatRowModel } & ChatRowActions;

/** One chat: avatar, title, time, the latest message, its unread badge (a dot when muted); swipe left for actions. */
export const ChatRow = memo(function ChatRow({ row, onOpen, onTop, onMute, onDelete }: Props) {
  const { t } = useTranslation();
  const { conversation, muted } = row;
  const unread = conversation.unreadMessageCount;
  const pinned = conversation.isTop;
  const swipe = useRef<SwipeRowHandle>(null);
  const menu = useActionSheet();
  const actions: SwipeRowAction[] = [
    {
      key: 'top',
      text: pinned ? t('chat:actions.unpin') : t('chat:actions.pin'),
      color: 'primary',
      onClick: () => onTop(row),
    },
    {
      key: 'mute',
      text: muted ? t('chat:actions.unmute') : t('chat:actions.mute'),
      color: 'warning',
      onClick: () => onMute(row),
    },
    { key: 'delete', text: t('chat:actions.delete'), color: 'danger', onClick: () => onDelete(row) },
  ];
  return (
    <>
      {/* Outside the row's button: the sheet's clicks must not bubble (through React) into opening the chat. */}
      {menu.sheet}
      <SwipeRow ref={swipe} actions={actions}>
        <button
          type="button"
          className={pinned ? `${styles.row} ${styles.pinned}` : styles.row}
          data-chat={row.id}
          data-pinned={pinned || undefined}
          onClick={() => onOpen(row)}
          // A mouse or keyboard cannot swipe: the context menu (right click, menu key) offers the same actions.
          onContextMenu={(event) => {
            event.preventDefault();
            swipe.current?.close();
            menu.show({
              actions: actions.map(({ key, text, color, onClick }) => ({
                key,
                text,
                danger: color === 'danger',
                onClick,
              })),
              cancelText: t('common:cancel'),
            });
          }}
        >
          <ChatAvatar look={row.avatar} size={48} alt={row.title} />
          <span className={styles.body}>
            <span className={styles.line}>
              <span className={styles.title}>{row.title}</span>
              {muted && (
                <BellMuteOutline className={styles.mutedIcon} role="img" aria-label={t('chat:list.muted')} />
              )}
              <span className={styles.time} data-help-clear>
                {row.time}
              </span>
            </span>
            <span className={styles.line}>
              <span className={styles.preview}>
                {row.mention && <span className={styles.mention}>{row.mention} </span>}
                {row.preview}
              </span>
              {unread > 0 &&
                (muted ? (
                  <Badge content={Badge.dot} className={styles.dot} aria-label={t('chat:list.unreadMuted')} />
                ) : (
                  <Badge
                    content={badgeText(unread)}
                    className={styles.count}
                    aria-label={t('chat:list.unread', { count: unread })}
                  />
                ))}
            </span>
          </span>
        </button>
      </SwipeRow>
    </>
  );
});
