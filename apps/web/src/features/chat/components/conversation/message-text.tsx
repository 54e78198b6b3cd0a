import { type ChatMessage, SYSTEM_OBJECT_NAME } from '@volna/contracts';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { systemText } from '../../../../shared/messaging/model/list-preview.ts';

const LINK = /(https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]}»])/giu;

/** Text with its web links clickable (opened in a new tab, never with the app's window as opener). */
export function Linkified({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const start = match.index ?? 0;
    if (start > last) parts.push(text.slice(last, start));
    parts.push(
      <a
        key={start}
        href={match[0]}
        target="_blank"
        rel="noopener noreferrer"
        onClick={(e) => e.stopPropagation()}
      >
        {match[0]}
      </a>,
    );
    last = start + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** One line naming what a message is, for quotes, the reply bar and search results. */
export function messageSummary(
  message: Pick<ChatMessage, 'objectName' | 'content'>,
  t: TFunction,
  lang: string,
): string {
  const { content } = message;
  switch (message.objectName) {
    case 'RC:TxtMsg':
      return str(content.content);
    case 'RC:ImgMsg':
      return t('conversation:kind.image');
    case 'RC:SightMsg':
      return t('conversation:kind.video');
    case 'RC:FileMsg':
      return `${t('conversation:kind.file')} ${str(content.name)}`.trim();
    case 'RC:HQVCMsg':
      return t('conversation:kind.voice');
    case 'OL:Card':
      return t('conversation:kind.card');
    case 'OL:RedPacket':
      return t('redPacket:preview');
    case 'OL:VoiceMsg':
      return t('conversation:kind.call');
    case 'RC:InfoNtf':
      return str(content.message);
    case SYSTEM_OBJECT_NAME:
      return systemText(content, lang);
    default:
      return t('conversation:kind.other');
  }
}
