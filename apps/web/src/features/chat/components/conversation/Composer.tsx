import {
  type ChatMessage,
  type ConversationKey,
  displayName,
  MESSAGE_MAX_BYTES,
  TYPING_THROTTLE_MS,
} from '@volna/contracts';
import { CloseOutline, SendOutline, SmileOutline } from 'antd-mobile-icons';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, errorStrings } from '../../../../shared/i18n/i18n.ts';
import { messaging } from '../../../../shared/realtime/messaging.ts';
import { useChatUsers } from '../../../../shared/messaging/api/users.ts';
import { queueSend } from '../../model/send.ts';
import styles from './conversation.module.css';
import { EmojiPanel } from './EmojiPanel.tsx';
import { lazyOverlay } from '../../../../shared/ui/lazy-overlay.tsx';
import { type Mention, mentionedUserIds, startsMention } from '../../model/mentions.ts';
import { messageSummary } from './message-text.tsx';
import { showToast } from '../../../../shared/ui/toast.ts';

// The member list, a popup (antd-mobile's, with react-spring and use-gesture), loads on the first @ (issue 19).
const MentionPicker = lazyOverlay(() => import('./MentionPicker.tsx').then((module) => module.MentionPicker));

type Props = {
  chat: ConversationKey;
  myUserId: number;
  replyTo: ChatMessage | null;
  onCancelReply: () => void;
  /** After a message was queued: the list scrolls to it. */
  onSent: () => void;
  /** Groups: typing @ opens the member picker. */
  groupId?: string;
  /** The media engineer's attach menu and voice recorder. */
  attach?: ReactNode;
  voice?: ReactNode;
};

const MAX_HEIGHT_PX = 132;
const desktop = () => window.matchMedia?.('(hover: hover) and (pointer: fine)').matches ?? false;
const bytes = (text: string) => new TextEncoder().encode(JSON.stringify({ content: text })).length;

function ReplyBar({
  message,
  myUserId,
  onCancel,
}: {
  message: ChatMessage;
  myUserId: number;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const sender = useChatUsers([message.senderUserId]).get(message.senderUserId);
  const name =
    message.senderUserId === myUserId
      ? t('conversation:you')
      : sender
        ? displayName(sender)
        : t('conversation:someone');
  return (
    <div className={styles.replyBar} data-testid="reply-bar">
      <div className={styles.replyText}>
        <div className={styles.replyName}>{t('conversation:replyTo', { name })}</div>
        <div className={styles.replySummary}>{messageSummary(message, t, currentLanguage())}</div>
      </div>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t('conversation:cancelReply')}
        onClick={onCancel}
      >
        <CloseOutline />
      </button>
    </div>
  );
}

/** Text input that grows with its text, an emoji panel, reply mode, and the send button; typing is announced. */
export function Composer({ chat, myUserId, replyTo, onCancelReply, onSent, groupId, attach, voice }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [emojiOpen, setEmojiOpen] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const lastTyping = useRef(0);
  const caret = useRef<number | null>(null);
  const [mentions, setMentions] = useState<Mention[]>([]);
  const [mentionAt, setMentionAt] = useState<number | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the text is the trigger: the area is measured after each change.
  useLayoutEffect(() => {
    const area = input.current;
    if (!area) return;
    area.style.height = 'auto';
    area.style.height = `${Math.min(area.scrollHeight + 2, MAX_HEIGHT_PX)}px`;
    area.style.overflowY = area.scrollHeight + 2 > MAX_HEIGHT_PX ? 'auto' : 'hidden';
    if (caret.current !== null) {
      area.setSelectionRange(caret.current, caret.current);
      caret.current = null;
    }
  }, [text]);

  useLayoutEffect(() => {
    if (replyTo) input.current?.focus();
  }, [replyTo]);

  const change = (value: string, cursor?: number) => {
    // A freshly typed @ at a word's start in a group opens the member list.
    if (groupId && cursor !== undefined && startsMention(text, value, cursor)) setMentionAt(cursor - 1);
    setText(value);
    const now = Date.now();
    if (value.trim() && now - lastTyping.current >= TYPING_THROTTLE_MS) {
      lastTyping.current = now;
      messaging.typing(chat.conversationType, chat.targetId);
    }
  };

  const insertEmoji = (emoji: string) => {
    const area = input.current;
    const start = area?.selectionStart ?? text.length;
    const end = area?.selectionEnd ?? text.length;
    caret.current = start + emoji.length;
    change(text.slice(0, start) + emoji + text.slice(end));
  };

  const pickMention = (mention: Mention) => {
    const at = mentionAt;
    setMentionAt(null);
    if (at === null || text[at] !== '@') return;
    const inserted = `@${mention.name} `;
    caret.current = at + inserted.length;
    setText(text.slice(0, at) + inserted + text.slice(at + 1));
    setMentions((list) => [...list.filter((m) => m.userId !== mention.userId), mention]);
    input.current?.focus();
  };

  const send = () => {
    if (!text.trim()) return;
    if (bytes(text) > MESSAGE_MAX_BYTES) {
      // The error words load after a chat's first screen; a send in its first second waits for them.
      void errorStrings().then(() => showToast({ content: t('errors:messageTooLarge') }));
      return;
    }
    // Only the mentions still in the text count; a deleted @name mentions nobody.
    const mentioned = mentionedUserIds(text, mentions);
    void queueSend(
      chat,
      'RC:TxtMsg',
      { content: text },
      {
        ...(replyTo ? { quote: { msgUid: replyTo.msgUid } } : {}),
        ...(mentioned.length > 0 ? { mentionedUserIds: mentioned } : {}),
      },
    );
    setText('');
    setMentions([]);
    lastTyping.current = 0;
    onCancelReply();
    onSent();
  };

  const canSend = text.trim().length > 0;
  return (
    <div className={styles.composer} data-hides-help>
      {replyTo && <ReplyBar message={replyTo} myUserId={myUserId} onCancel={onCancelReply} />}
      <div className={styles.inputRow}>
        {attach}
        <div className={styles.inputBox}>
          <textarea
            ref={input}
            className={styles.textarea}
            rows={1}
            value={text}
            placeholder={t('conversation:placeholder')}
            aria-label={t('conversation:placeholder')}
            enterKeyHint="send"
            onChange={(event) => change(event.target.value, event.target.selectionStart ?? undefined)}
            onFocus={() => setEmojiOpen(false)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing && desktop()) {
                event.preventDefault();
                send();
              }
            }}
          />
        </div>
        <button
          type="button"
          className={`${styles.iconButton} ${emojiOpen ? styles.iconButtonActive : ''}`}
          aria-label={t('conversation:emoji')}
          aria-expanded={emojiOpen}
          onClick={() => setEmojiOpen((open) => !open)}
        >
          <SmileOutline />
        </button>
        {canSend || !voice ? (
          <button
            type="button"
            className={styles.sendButton}
            aria-label={t('conversation:send')}
            disabled={!canSend}
            onMouseDown={(event) => event.preventDefault()}
            onClick={send}
          >
            <SendOutline />
          </button>
        ) : (
          voice
        )}
      </div>
      {emojiOpen && <EmojiPanel onPick={insertEmoji} />}
      {groupId && (
        <MentionPicker
          groupId={groupId}
          myUserId={myUserId}
          visible={mentionAt !== null}
          onPick={pickMention}
          onClose={() => setMentionAt(null)}
        />
      )}
    </div>
  );
}
