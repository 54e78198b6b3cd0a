import type { ChatMessage } from '@volna/contracts';

// What a media bubble reads from a message's content (contracts/chat.ts messageContentSchemas). The same shapes hold
// local `blob:` previews while a message is still uploading, and the server's addresses once it is sent.

const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : undefined);
const positive = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;

export type ImageContent = { preview?: string; full?: string; width?: number; height?: number };
export const imageContentOf = ({ content }: Pick<ChatMessage, 'content'>): ImageContent => ({
  preview: text(content.imageUriCompress) ?? text(content.imageUri),
  full: text(content.imageUri) ?? text(content.imageUriCompress),
  width: positive(content.width),
  height: positive(content.height),
});

export type VideoContent = {
  url?: string;
  thumbnail?: string;
  duration: number;
  width?: number;
  height?: number;
};
export const videoContentOf = ({ content }: Pick<ChatMessage, 'content'>): VideoContent => ({
  url: text(content.sightUrl),
  thumbnail: text(content.thumbnailUri),
  duration: positive(content.duration) ?? 0,
  width: positive(content.width),
  height: positive(content.height),
});

export type FileContent = { url?: string; name: string; size: number; type: string };
export const fileContentOf = ({ content }: Pick<ChatMessage, 'content'>): FileContent => ({
  url: text(content.fileUrl),
  name: text(content.name) ?? '',
  size: positive(content.size) ?? 0,
  type: text(content.type) ?? '',
});

export type VoiceContent = { url?: string; duration: number };
export const voiceContentOf = ({ content }: Pick<ChatMessage, 'content'>): VoiceContent => ({
  url: text(content.remoteUrl),
  duration: positive(content.duration) ?? 0,
});

/** One id per message, also before the server gave it one. */
export const messageIdOf = (message: Pick<ChatMessage, 'msgUid' | 'clientMsgId'>) =>
  message.msgUid || message.clientMsgId;
