import { BANNER_MS, type ChatMessage, type ConversationVo, type UserEvent } from '@volna/contracts';
import { CloseOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { queryClient } from '../../../../shared/api/query-client.ts';
import { currentLanguage } from '../../../../shared/i18n/i18n.ts';
import { messaging } from '../../../../shared/realtime/messaging.ts';
import { useSessionStore } from '../../../../shared/session/session-store.ts';
import { alertSettings } from '../../api/alertSettings.ts';
import { fetchConversations } from '../../../../shared/messaging/api/conversations.ts';
import { groupTitle } from '../../../../shared/messaging/api/groupLook.ts';
import { chatKeys } from '../../../../shared/messaging/api/keys.ts';
import { isActiveChat } from '../../model/active-chat.ts';
import { type AlertDecision, alertDecision } from '../../model/alerts.ts';
import { playChime, readyChimeOnFirstGesture } from '../../model/alerts-sound.ts';
import { keyOf } from '../../../../shared/messaging/model/conversation-key.ts';
import { isMuted } from '../../../../shared/messaging/model/list-order.ts';
import { noticeUserIdsOf } from '../../../../shared/messaging/model/group-notice.ts';
import { chatPath } from '../../../../shared/messaging/model/list-path.ts';
import { conversationPreview, type Translate } from '../../../../shared/messaging/model/list-preview.ts';
import { chatTitle } from '../../../../shared/messaging/model/list-title.ts';
import { ChatAvatar } from './ChatAvatar.tsx';
import topBanner from '../../../../shared/ui/TopBanner.module.css';
import styles from './chat-alerts.module.css';
import { avatarOf, useChatLookups } from '../../../../shared/messaging/model/useChatRows.ts';

/** The chats as last loaded (loaded now if never), to know which are muted; empty if they cannot be read. */
async function knownChats(): Promise<ConversationVo[]> {
  try {
    return await queryClient.ensureQueryData({
      queryKey: chatKeys.conversations,
      queryFn: fetchConversations,
    });
  } catch {
    return [];
  }
}

async function decide(events: UserEvent[], now: number): Promise<AlertDecision> {
  const myUserId = useSessionStore.getState().session?.userId;
  if (!myUserId || !events.some((event) => event.type === 'message')) return { sound: false, banner: null };
  const [settings, chats] = await Promise.all([alertSettings(), knownChats()]);
  const muted = new Set(chats.filter(isMuted).map(keyOf));
  return alertDecision({
    events,
    myUserId,
    settings,
    isMuted: (key) => muted.has(keyOf(key)),
    isActive: isActiveChat,
    now,
  });
}

/** Swipe distance that dismisses the banner (up, or sideways). */
const SWIPE_AWAY_PX = 32;

/**
 * New-message alerts for the whole app (spec §4): the chime for small batches unless confFlag is 0, and with
 * msgFlag 1 a banner for 3 s with the sender and the message; tap opens the chat, swipe or × closes it.
 */
export function ChatAlerts() {
  const [banner, setBanner] = useState<ChatMessage | null>(null);

  useEffect(() => readyChimeOnFirstGesture(), []);
  useEffect(
    () =>
      messaging.onEvents((events) => {
        void decide(events, Date.now()).then((decision) => {
          if (decision.sound) playChime();
          if (decision.banner) setBanner(decision.banner);
        });
      }),
    [],
  );
  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  return banner ? <AlertBanner key={banner.msgUid} message={banner} onClose={() => setBanner(null)} /> : null;
}

function AlertBanner({ message, onClose }: { message: ChatMessage; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = currentLanguage();
  const myUserId = useSessionStore((state) => state.session?.userId);
  const start = useRef<{ x: number; y: number } | null>(null);
  const key = { conversationType: message.conversationType, targetId: message.targetId };
  const { users, groups } = useChatLookups([
    { ...key, senderUserId: message.senderUserId, noticeUserIds: noticeUserIdsOf(message) },
  ]);
  const translate = t as unknown as Translate;
  const nameOf = (userId: number) => {
    const user = users.get(userId);
    return user ? chatTitle({ conversationType: 1, targetId: String(userId) }, { user }, translate) : '';
  };
  const user = users.get(Number(key.targetId));
  const group = groups.get(key.targetId);
  const title = chatTitle(key, { user, groupName: groupTitle(group, lang) }, translate);
  const { mention, text } = conversationPreview(
    {
      conversationType: key.conversationType,
      latestMessage: message,
      hasMentioned: myUserId !== undefined && message.mentionedUserIds.includes(myUserId),
    },
    { t: translate, lang, myUserId, nameOf },
  );

  const open = () => {
    onClose();
    navigate(chatPath(key));
  };

  return (
    <div
      className={`${topBanner.banner} ${topBanner.dropIn}`}
      role="alert"
      aria-label={t('chat:alert.label')}
      onTouchStart={(event) => {
        const touch = event.touches[0];
        start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
      }}
      onTouchMove={(event) => {
        const touch = event.touches[0];
        if (!start.current || !touch) return;
        const dx = touch.clientX - start.current.x;
        const dy = touch.clientY - start.current.y;
        if (dy < -SWIPE_AWAY_PX || Math.abs(dx) > SWIPE_AWAY_PX * 2) {
          start.current = null;
          onClose();
        }
      }}
    >
      <button type="button" className={topBanner.open} onClick={open}>
        <ChatAvatar look={avatarOf(key, user, group, title)} size={40} alt={title} />
        <span className={topBanner.text}>
          <span className={topBanner.title}>{title}</span>
          <span className={topBanner.line}>
            {mention && <span className={styles.mention}>{mention} </span>}
            {text}
          </span>
        </span>
      </button>
      <button type="button" className={topBanner.close} aria-label={t('common:close')} onClick={onClose}>
        <CloseOutline />
      </button>
    </div>
  );
}
