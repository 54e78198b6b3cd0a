import {
  ANON_MESSAGE_OBJECT_NAME,
  ANON_TO_PRIVATE_OBJECT_NAME,
  DISCOVER_OBJECT_NAME,
  PRERENDER_OBJECT_NAME,
  WORK_TICKET_OBJECT_NAME,
  LISTING_ORDER_OBJECT_NAME,
  SURVEY_CARD_OBJECT_NAME,
  P2P_ORDER_OBJECT_NAME,
  type ChatMessage,
  displayName,
  RED_PACKET_OBJECT_NAME,
  SYSTEM_OBJECT_NAME,
  TRANSFER_OBJECT_NAME,
} from '@volna/contracts';
import { PhoneFill, VideoOutline } from 'antd-mobile-icons';
import { type ComponentType, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../../shared/lib/paths.ts';
import { durationText } from '../../../../shared/format/chat-time.ts';
import { currentLanguage } from '../../../../shared/i18n/i18n.ts';
import { UserAvatar } from '../../../../shared/ui/UserAvatar.tsx';
import { useChatUsers } from '../../../../shared/messaging/api/users.ts';
import { callRecordText } from '../../model/conversation-view.ts';
import {
  DiscoverCard,
  FileContent,
  ImageContent,
  ListingOrderCard,
  P2pOrderCard,
  PrerenderCard,
  RedPacketCard,
  StrangerCard,
  SurveyChatCard,
  ToPrivateChatCard,
  TransferCard,
  VideoContent,
  VoiceContent,
  WorkTicketCard,
} from './service-cards.tsx';
import styles from './conversation.module.css';
import { groupNoticeText, groupNoticeUserIds } from '../../../../shared/messaging/model/group-notice.ts';
import { systemText, type Translate } from '../../../../shared/messaging/model/list-preview.ts';
import { Linkified, messageSummary } from './message-text.tsx';

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** The quoted (replied-to) message above a reply's text; a recalled original says so. */
export function QuoteBlock({
  quote,
  myUserId,
}: {
  quote: NonNullable<ChatMessage['quote']>;
  myUserId: number;
}) {
  const { t } = useTranslation();
  const users = useChatUsers([quote.senderUserId]);
  const sender = users.get(quote.senderUserId);
  const recalled = Object.keys(quote.content).length === 0;
  const name =
    quote.senderUserId === myUserId
      ? t('conversation:you')
      : sender
        ? displayName(sender)
        : t('conversation:someone');
  return (
    <div className={styles.quote}>
      <div className={styles.quoteName}>{name}</div>
      <div className={styles.quoteText}>
        {recalled ? t('conversation:quoteRecalled') : messageSummary(quote, t, currentLanguage())}
      </div>
    </div>
  );
}

function ContactCard({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useChatUsers([userId]).get(userId);
  const name = user ? displayName(user) : t('conversation:someone');
  return (
    <button
      type="button"
      className={styles.card}
      data-testid="contact-card"
      onClick={() => navigate(`${paths.friendsInformation}?userId=${userId}`)}
    >
      <UserAvatar
        src={user?.avatarCompress || user?.avatar}
        nickName={user?.nickName || name}
        avatarColorCode={user?.avatarColorCode}
        size={40}
        alt={name}
      />
      <span className={styles.cardText}>
        <span className={styles.cardName}>{name}</span>
        <span className={styles.cardKind}>{t('conversation:kind.card')}</span>
      </span>
    </button>
  );
}

function CallRecord({ content }: { content: Record<string, unknown> }) {
  const { t } = useTranslation();
  const record = callRecordText(content.endReason, content.duration);
  const audio = content.mediaType === 1;
  const kind = audio ? t('conversation:call.audio') : t('conversation:call.video');
  const text =
    record.key === 'completed'
      ? t('conversation:call.completed', { duration: durationText(record.duration) })
      : t(`conversation:call.${record.key}`);
  return (
    <span className={styles.call}>
      <span className={styles.callIcon} role="img" aria-label={kind}>
        {audio ? <PhoneFill /> : <VideoOutline />}
      </span>
      <span>{text}</span>
    </span>
  );
}

/** A money or service card, its code fetched with the first one shown; a card-sized space holds its place meanwhile. */
function ServiceCard({
  card: Card,
  message,
}: {
  card: ComponentType<{ message: ChatMessage }>;
  message: ChatMessage;
}) {
  return (
    <Suspense fallback={<span className={styles.cardLoading} />}>
      <Card message={message} />
    </Suspense>
  );
}

/** Pictures, videos and red packet cards fill their bubble edge to edge. */
export const MEDIA_OBJECT_NAMES: readonly string[] = ['RC:ImgMsg', 'RC:SightMsg', RED_PACKET_OBJECT_NAME];

/** What a bubble holds, by message type (spec §3). Media types come from the media components. */
export function MessageBody({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  const { content } = message;
  switch (message.objectName) {
    case 'RC:TxtMsg':
      return (
        <div className={styles.text}>
          <Linkified text={str(content.content)} />
        </div>
      );
    case 'OL:Card':
      return typeof content.userId === 'number' ? (
        <ContactCard userId={content.userId} />
      ) : (
        <span className={styles.plain}>{t('conversation:kind.card')}</span>
      );
    case 'OL:VoiceMsg':
      return <CallRecord content={content} />;
    case RED_PACKET_OBJECT_NAME:
      return <ServiceCard card={RedPacketCard} message={message} />;
    case TRANSFER_OBJECT_NAME:
      return <ServiceCard card={TransferCard} message={message} />;
    case P2P_ORDER_OBJECT_NAME:
      return <ServiceCard card={P2pOrderCard} message={message} />;
    case LISTING_ORDER_OBJECT_NAME:
      return <ServiceCard card={ListingOrderCard} message={message} />;
    case SURVEY_CARD_OBJECT_NAME:
      return <ServiceCard card={SurveyChatCard} message={message} />;
    case WORK_TICKET_OBJECT_NAME:
      return <ServiceCard card={WorkTicketCard} message={message} />;
    case DISCOVER_OBJECT_NAME:
      return <ServiceCard card={DiscoverCard} message={message} />;
    case ANON_TO_PRIVATE_OBJECT_NAME:
      return <ServiceCard card={ToPrivateChatCard} message={message} />;
    case ANON_MESSAGE_OBJECT_NAME:
      return <ServiceCard card={StrangerCard} message={message} />;
    case PRERENDER_OBJECT_NAME:
      return <ServiceCard card={PrerenderCard} message={message} />;
    case 'RC:ImgMsg':
      return <ServiceCard card={ImageContent} message={message} />;
    case 'RC:SightMsg':
      return <ServiceCard card={VideoContent} message={message} />;
    case 'RC:FileMsg':
      return <ServiceCard card={FileContent} message={message} />;
    case 'RC:HQVCMsg':
      return <ServiceCard card={VoiceContent} message={message} />;
    default:
      return <span className={styles.plain}>{t('conversation:kind.other')}</span>;
  }
}

/** Centred lines: group and system notices, and recalled messages. */
export function isNotice(message: ChatMessage) {
  return message.recalled || message.objectName === 'RC:InfoNtf' || message.objectName === SYSTEM_OBJECT_NAME;
}

function GroupNoticeLine({
  extra,
  fallback,
  myUserId,
}: {
  extra: unknown;
  fallback: string;
  myUserId: number;
}) {
  const { t } = useTranslation();
  const users = useChatUsers(groupNoticeUserIds(extra));
  const nameOf = (id: number) => {
    const user = users.get(id);
    return user ? displayName(user) : '';
  };
  return <>{groupNoticeText(extra, { t: t as unknown as Translate, myUserId, nameOf }) ?? fallback}</>;
}

export function NoticeText({ message, myUserId }: { message: ChatMessage; myUserId: number }) {
  const { t } = useTranslation();
  const sender = useChatUsers(message.recalled ? [message.senderUserId] : []).get(message.senderUserId);
  if (message.recalled) {
    if (message.senderUserId === myUserId) return <>{t('conversation:youRecalled')}</>;
    return (
      <>{t('conversation:recalled', { name: sender ? displayName(sender) : t('conversation:someone') })}</>
    );
  }
  if (message.objectName === SYSTEM_OBJECT_NAME) return <>{systemText(message.content, currentLanguage())}</>;
  return (
    <GroupNoticeLine
      extra={message.content.extra}
      fallback={str(message.content.message)}
      myUserId={myUserId}
    />
  );
}
