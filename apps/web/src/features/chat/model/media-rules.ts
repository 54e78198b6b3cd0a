import {
  MESSAGES_PER_SECOND_MAX,
  UPLOAD_MAX_BYTES,
  VOICE_MESSAGE_MAX_SECONDS,
  VOICE_MESSAGE_MIN_SECONDS,
} from '@volna/contracts';

/** What a picked file may be turned into, and what stops it before any upload (spec §5). */
export type SizeVerdict = 'ok' | 'empty' | 'tooLarge';

export function uploadSizeVerdict(bytes: number): SizeVerdict {
  if (bytes <= 0) return 'empty';
  if (bytes > UPLOAD_MAX_BYTES) return 'tooLarge';
  return 'ok';
}

/** The upload limit in whole megabytes, for the "at most N MB" message. */
export const uploadLimitMb = () => Math.floor(UPLOAD_MAX_BYTES / 1024 / 1024);

const SIZE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/**
 * A file size as people read it: 512 B, 14 KB, 1.5 MB (steps of 1024, one decimal below 10 of a unit). Unit words
 * come from the browser's Intl data in the app's language ("1,5 МБ", "1.5 MB", "1.5 MB" in zh/ja).
 */
export function humanFileSize(bytes: number, lang: string): string {
  let value = Math.max(0, Number.isFinite(bytes) ? bytes : 0);
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  // 1023.96 KB would round to "1024 KB": show the next unit instead.
  if (unit > 0 && unit < SIZE_UNITS.length - 1 && Math.round(value) >= 1024) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return new Intl.NumberFormat(lang, {
    style: 'unit',
    unit: SIZE_UNITS[unit],
    // "512 byte" reads oddly in English and Japanese; the narrow form is "512B" there, "512 Б" in Russian.
    unitDisplay: unit === 0 ? 'narrow' : 'short',
    maximumFractionDigits: digits,
  }).format(value);
}

/** A file's family, which picks its icon and colour in a bubble. */
export type FileKind =
  | 'pdf'
  | 'image'
  | 'video'
  | 'audio'
  | 'archive'
  | 'document'
  | 'spreadsheet'
  | 'presentation'
  | 'text'
  | 'other';

const KIND_BY_EXTENSION: Record<string, FileKind> = {
  pdf: 'pdf',
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  gif: 'image',
  webp: 'image',
  heic: 'image',
  bmp: 'image',
  svg: 'image',
  mp4: 'video',
  mov: 'video',
  webm: 'video',
  mkv: 'video',
  avi: 'video',
  mp3: 'audio',
  m4a: 'audio',
  aac: 'audio',
  wav: 'audio',
  ogg: 'audio',
  oga: 'audio',
  amr: 'audio',
  flac: 'audio',
  zip: 'archive',
  rar: 'archive',
  '7z': 'archive',
  tar: 'archive',
  gz: 'archive',
  doc: 'document',
  docx: 'document',
  odt: 'document',
  rtf: 'document',
  pages: 'document',
  xls: 'spreadsheet',
  xlsx: 'spreadsheet',
  ods: 'spreadsheet',
  csv: 'spreadsheet',
  numbers: 'spreadsheet',
  ppt: 'presentation',
  pptx: 'presentation',
  odp: 'presentation',
  key: 'presentation',
  txt: 'text',
  md: 'text',
  log: 'text',
  json: 'text',
};

/** The extension of a file name, lower case, without the dot ('' when none). */
export function extensionOf(name: string): string {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(name.trim());
  return match?.[1]?.toLowerCase() ?? '';
}

/** By the name's extension first (what the sender saw), else by the MIME type. */
export function fileKindOf(name: string, mimeType = ''): FileKind {
  const byName = KIND_BY_EXTENSION[extensionOf(name)];
  if (byName) return byName;
  const type = mimeType.toLowerCase();
  if (type === 'application/pdf') return 'pdf';
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('video/')) return 'video';
  if (type.startsWith('audio/')) return 'audio';
  if (type.startsWith('text/')) return 'text';
  if (/zip|compressed|x-tar|x-7z|x-rar/.test(type)) return 'archive';
  if (/spreadsheet|excel/.test(type)) return 'spreadsheet';
  if (/presentation|powerpoint/.test(type)) return 'presentation';
  if (/word|opendocument\.text|rtf/.test(type)) return 'document';
  return 'other';
}

/** A PDF opens in the app's own preview page; everything else through the shell or the browser. */
export const isPdf = (name: string, mimeType = '') => fileKindOf(name, mimeType) === 'pdf';

/** The first bytes of every PDF file ("%PDF-"): a preview that fetched something else says it cannot open it. */
export function startsLikePdf(bytes: Uint8Array): boolean {
  const signature = [0x25, 0x50, 0x44, 0x46, 0x2d];
  return signature.every((byte, index) => bytes[index] === byte);
}

/** Voice messages: shorter than this is refused as 'record too short' (spec §5); at the maximum it is sent. */
export const VOICE_MIN_MS = VOICE_MESSAGE_MIN_SECONDS * 1000;
export const VOICE_MAX_MS = VOICE_MESSAGE_MAX_SECONDS * 1000;

export type VoiceVerdict = { ok: true; seconds: number } | { ok: false; reason: 'tooShort' };

/** Whole seconds as the message carries them (duration > 0); capped at the maximum. */
export function voiceVerdict(elapsedMs: number): VoiceVerdict {
  if (!Number.isFinite(elapsedMs) || elapsedMs < VOICE_MIN_MS) return { ok: false, reason: 'tooShort' };
  return { ok: true, seconds: Math.round(Math.min(elapsedMs, VOICE_MAX_MS) / 1000) };
}

/**
 * A picture's box in a bubble, from its own width and height, known before it loads (so the chat never jumps):
 * fits within max×max, keeps the ratio, and neither side drops below min (very long strips are cropped).
 */
export function mediaBox(width: unknown, height: unknown, max = 200, min = 64) {
  const w = typeof width === 'number' && width > 0 ? width : 0;
  const h = typeof height === 'number' && height > 0 ? height : 0;
  if (!w || !h) return { width: Math.round(max * 0.8), height: Math.round(max * 0.8) };
  const scale = Math.min(max / w, max / h, 1);
  return {
    width: Math.round(Math.max(min, Math.min(max, w * scale))),
    height: Math.round(Math.max(min, Math.min(max, h * scale))),
  };
}

/** The server refuses more than 5 messages a second from one user (20604): batches go out no faster than that. */
export const SEND_SPACING_MS = Math.ceil(1000 / MESSAGES_PER_SECOND_MAX);

/**
 * A media address from a link's query (the PDF preview's `url`) that is safe to fetch and offer: the app's own
 * paths, http(s) addresses, and this page's own `blob:` previews. Never `javascript:` or `data:`.
 */
export function safeMediaUrl(value: string | null | undefined, origin: string): string | null {
  if (!value) return null;
  if (value.startsWith('blob:')) return value.startsWith(`blob:${origin}/`) ? value : null;
  try {
    const url = new URL(value, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
