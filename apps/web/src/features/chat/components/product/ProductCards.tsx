import {
  type ChatMessage,
  discoverCardContent,
  prerenderCardContent,
  strangerCardContent,
  toPrivateChatCardContent,
  workTicketCardContent,
} from '@volna/contracts';
import { FileOutline, LinkOutline, MessageOutline, ShopbagOutline, UserOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../shared/format/money.ts';
import { paths } from '../../../../shared/lib/paths.ts';
import { ChatCardFrame } from '../ChatCardFrame.tsx';
import styles from '../transfer/transferCard.module.css';

// The product cards of spec §3 (issue 32): the server writes them, the contracts' schemas read them; content that
// does not parse shows the type's neutral line, never a crash.

/** OL:WorkTickets in the system chat: a ticket opened or answered; tapping it opens the ticket's thread. */
export function WorkTicketCard({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  const parsed = workTicketCardContent.safeParse(message.content);
  if (!parsed.success) return <span>{t('conversation:kind.workTicket')}</span>;
  const card = parsed.data;
  return (
    <ChatCardFrame
      to={`${paths.ticket}?id=${card.ticketId}`}
      safe={false}
      icon={FileOutline}
      amount={t('media:product.ticketNumber', { id: card.ticketId })}
      lines={[card.subject, t(`media:product.ticket.${card.event}`)]}
      title={t(`media:product.ticketStatus.${card.status}`)}
      open={t('media:product.open')}
      data={{
        'data-testid': 'work-ticket-card',
        'data-ticket-id': card.ticketId,
        'data-event': card.event,
      }}
    />
  );
}

/** OL:Discover: a shared listing (title, price, first photo) or dating profile; tapping it opens it. */
export function DiscoverCard({ message }: { message: ChatMessage }) {
  const { t, i18n } = useTranslation();
  const parsed = discoverCardContent.safeParse(message.content);
  if (!parsed.success) return <span>{t('conversation:kind.discover')}</span>;
  const card = parsed.data;
  if (card.kind === 'profile')
    return (
      <ChatCardFrame
        to={`${paths.datingPersonal}?id=${card.profileId}`}
        safe={false}
        icon={UserOutline}
        image={card.avatar || undefined}
        amount={card.nickName}
        lines={card.age === null ? [] : [t('media:product.age', { age: card.age })]}
        title={t('media:product.profile')}
        open={t('media:product.open')}
        data={{ 'data-testid': 'discover-card', 'data-kind': 'profile', 'data-user-id': card.userId }}
      />
    );
  const price =
    card.price === null
      ? t('media:product.noPrice')
      : formatMoney(card.price, { locale: i18n.language, currency: card.currencyCode });
  return (
    <ChatCardFrame
      to={`${paths.categoryDetails}?id=${card.listingId}`}
      safe={false}
      icon={ShopbagOutline}
      image={card.photo || undefined}
      amount={card.title}
      lines={[price, ...(card.city ? [card.city] : [])]}
      title={t('media:product.listing')}
      open={t('media:product.open')}
      data={{ 'data-testid': 'discover-card', 'data-kind': 'listing', 'data-listing-id': card.listingId }}
    />
  );
}

/**
 * OL:ToPrivateChat in the personal chat an anonymous chat moved to: "you met in anonymous chat" with the names the
 * two used there; tapping it opens the other one's profile, whom the viewer may now see.
 */
export function ToPrivateChatCard({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  const parsed = toPrivateChatCardContent.safeParse(message.content);
  if (!parsed.success) return <span>{t('conversation:kind.toPrivateChat')}</span>;
  const names = Object.values(parsed.data.nickNames).filter(Boolean);
  return (
    <ChatCardFrame
      to={`${paths.friendsInformation}?userId=${message.targetId}`}
      safe={false}
      icon={MessageOutline}
      amount={t('media:product.metAnonymously')}
      lines={names.length ? [names.join(' · ')] : []}
      title={t('media:product.anonymousChat')}
      open={t('media:product.openProfile')}
      data={{ 'data-testid': 'to-private-chat-card', 'data-anon-chat-id': parsed.data.anonChatId }}
    />
  );
}

/** OL:stranger: words written in an anonymous chat, shown without who wrote them; tapping opens anonymous chat. */
export function StrangerCard({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  const parsed = strangerCardContent.safeParse(message.content);
  if (!parsed.success) return <span>{t('conversation:kind.stranger')}</span>;
  return (
    <ChatCardFrame
      to={paths.anonymousChat}
      safe={false}
      icon={MessageOutline}
      amount={t('media:product.stranger')}
      lines={[parsed.data.text]}
      title={t('media:product.anonymousChat')}
      open={t('media:product.open')}
      data={{ 'data-testid': 'stranger-card' }}
    />
  );
}

/** OL:Prerender: a link's preview under the text it came in; the app's own listing opens in the app. */
export function PrerenderCard({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  const parsed = prerenderCardContent.safeParse(message.content);
  if (!parsed.success) return <span>{t('conversation:kind.prerender')}</span>;
  const card = parsed.data;
  const host = new URL(card.url).host;
  if (card.listingId)
    return (
      <ChatCardFrame
        to={`${paths.categoryDetails}?id=${card.listingId}`}
        safe={false}
        icon={LinkOutline}
        image={card.image || undefined}
        amount={card.title || host}
        lines={card.description ? [card.description] : []}
        title={card.siteName || host}
        open={t('media:product.open')}
        data={{ 'data-testid': 'prerender-card', 'data-listing-id': card.listingId }}
      />
    );
  return (
    <a
      className={styles.card}
      href={card.url}
      target="_blank"
      rel="noopener noreferrer nofollow"
      data-testid="prerender-card"
    >
      <span className={styles.top}>
        {card.image ? (
          <img className={styles.thumb} src={card.image} alt="" loading="lazy" referrerPolicy="no-referrer" />
        ) : (
          <LinkOutline className={styles.icon} aria-hidden />
        )}
        <span className={styles.text}>
          <span className={styles.amount}>{card.title || host}</span>
          {card.description && <span className={styles.event}>{card.description}</span>}
        </span>
      </span>
      <span className={styles.footer}>
        <span>{card.siteName || host}</span>
        <span>{t('media:product.open')}</span>
      </span>
    </a>
  );
}
