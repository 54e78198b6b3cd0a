import {
  type ChatMessage,
  ConversationType,
  type ConversationVo,
  RECALL_OBJECT_NAME,
  SYSTEM_OBJECT_NAME,
  SYSTEM_SENDER_ID,
} from '@volna/contracts';
import { groupNoticeText } from './group-notice.ts';

/** i18next's `t`, narrowed to what the previews need (so they stay pure and testable). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export type PreviewContext = {
  t: Translate;
  lang: string;
  /** The signed-in user: his own recalls read 'You recalled a message'. */
  myUserId: number | undefined;
  /** A sender's name as the viewer knows him; '' while unknown. */
  nameOf: (userId: number) => string;
};

type PreviewMessage = Pick<ChatMessage, 'objectName' | 'content' | 'recalled' | 'senderUserId'>;

/** Longest preview kept; the row cuts it to its width anyway. */
const PREVIEW_MAX = 200;

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, PREVIEW_MAX);
const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** RC-SYSTEM content is a text per language (or one text); the viewer's language first, then Russian, then any. */
export function systemText(content: Record<string, unknown>, lang: string): string {
  const text = content.content;
  if (typeof text === 'string') return text;
  if (text && typeof text === 'object') {
    const byLang = text as Record<string, unknown>;
    return (
      str(byLang[lang]) || str(byLang.ru) || str(Object.values(byLang).find((v) => typeof v === 'string'))
    );
  }
  return '';
}

/** Bracketed kind of each media and product message type (spec §3). */
const MARKERS: Record<string, string> = {
  'RC:ImgMsg': 'chat:preview.photo',
  'RC:SightMsg': 'chat:preview.video',
  'RC:FileMsg': 'chat:preview.file',
  'RC:HQVCMsg': 'chat:preview.voice',
  'OL:Card': 'chat:preview.card',
  'OL:RedPacket': 'redPacket:preview',
  'OL:Transfer': 'transfer:preview',
  'OL:P2POrder': 'chat:preview.p2pOrder',
  'OL:ListingOrder': 'chat:preview.listingOrder',
  'OL:Survey': 'chat:preview.survey',
  'OL:WorkTickets': 'chat:preview.ticket',
  'OL:Discover': 'chat:preview.discover',
  'OL:stranger': 'chat:preview.stranger',
  'OL:ToPrivateChat': 'chat:preview.toPrivateChat',
  'OL:Prerender': 'chat:preview.prerender',
};

/** A marker and the card's own words: '[Ticket] №12 Cannot pay', '[Listing] Bike', '[Link] Example Domain'. */
const marked = (marker: string, words: string) => (words ? `${marker} ${words}` : marker);

/** One line that says what a message is: its text, or a bracketed kind ([Photo], [Call] …), or who recalled it. */
export function messagePreview(message: PreviewMessage, ctx: PreviewContext): string {
  const { t } = ctx;
  if (message.recalled || message.objectName === RECALL_OBJECT_NAME) {
    if (message.senderUserId === ctx.myUserId) return t('chat:preview.recalledByMe');
    const name = ctx.nameOf(message.senderUserId);
    return name ? t('chat:preview.recalled', { name }) : t('chat:preview.recalledBySomeone');
  }
  const content = message.content;
  switch (message.objectName) {
    case 'RC:TxtMsg':
      return oneLine(str(content.content));
    case 'RC:InfoNtf':
      return oneLine(groupNoticeText(content.extra, ctx) ?? str(content.message));
    case SYSTEM_OBJECT_NAME:
      return oneLine(systemText(content, ctx.lang));
    case 'RC:FileMsg': {
      const name = oneLine(str(content.name));
      return name ? `${t('chat:preview.file')} ${name}` : t('chat:preview.file');
    }
    case 'OL:WorkTickets': {
      const id = typeof content.ticketId === 'number' ? `№${content.ticketId}` : '';
      return oneLine(marked(t('chat:preview.ticket'), [id, str(content.subject)].filter(Boolean).join(' ')));
    }
    case 'OL:Discover':
      return content.kind === 'profile'
        ? oneLine(marked(t('chat:preview.profile'), str(content.nickName)))
        : oneLine(marked(t('chat:preview.discover'), str(content.title)));
    case 'OL:Prerender':
      return oneLine(marked(t('chat:preview.prerender'), str(content.title) || str(content.url)));
    case 'OL:stranger':
      return oneLine(marked(t('chat:preview.stranger'), str(content.text)));
    case 'OL:VoiceMsg':
      return t(content.mediaType === 1 ? 'chat:preview.voiceCall' : 'chat:preview.videoCall');
    default: {
      const marker = MARKERS[message.objectName];
      return t(marker ?? 'chat:preview.other');
    }
  }
}

/** What a chat-list row says under the name: the '[@ you]' marker and the latest message's preview. */
export function conversationPreview(
  conversation: Pick<ConversationVo, 'conversationType' | 'latestMessage' | 'hasMentioned'>,
  ctx: PreviewContext,
): { mention: string; text: string } {
  const mention = conversation.hasMentioned ? ctx.t('chat:preview.mention') : '';
  const message = conversation.latestMessage;
  if (!message) return { mention, text: ctx.t('chat:preview.none') };
  const text = messagePreview(message, ctx);
  // In a group, whose message it is: 'Anna: see you'. Not for one's own, the platform's notices or recalls.
  const fromOther =
    conversation.conversationType === ConversationType.group &&
    !message.recalled &&
    message.objectName !== 'RC:InfoNtf' &&
    message.senderUserId !== ctx.myUserId &&
    message.senderUserId !== SYSTEM_SENDER_ID;
  const sender = fromOther ? ctx.nameOf(message.senderUserId) : '';
  return { mention, text: sender ? ctx.t('chat:preview.fromSender', { name: sender, text }) : text };
}
