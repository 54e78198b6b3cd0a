import { type ConversationKey, IMAGE_MIME_TYPES, type UploadResult } from '@volna/contracts';
import { uploadFile } from '../../../shared/api/client.ts';
import { probeVideo, readImageSize } from './media-probe.ts';
import { extensionOf, SEND_SPACING_MS, type SizeVerdict, uploadSizeVerdict } from './media-rules.ts';
import { revokeWhenSent } from './preview-urls.ts';
import { queueSend } from './send.ts';

// A picked picture, video or file becomes one message: checked, shown at once from a local preview with its upload
// progress, uploaded, then sent with the server's addresses.

export type PickRefusal = { name: string; reason: Exclude<SizeVerdict, 'ok'> };
export type PickedAs = 'media' | 'file';

const UPLOAD_PATH = '/app/file/upload';
/** How long a picked video waits for its thumbnail's upload before it shows in the chat regardless. */
const THUMBNAIL_WAIT_MS = 1_500;
const isSentAsImage = (file: File) => (IMAGE_MIME_TYPES as readonly string[]).includes(file.type);

/** The `type` of a file message: the extension the sender's file had (else its MIME type). */
const fileTypeOf = (file: File) => (extensionOf(file.name) || file.type).slice(0, 64);

function sendAsFile(chat: ConversationKey, file: File) {
  const preview = URL.createObjectURL(file);
  const name = file.name || 'file';
  const type = fileTypeOf(file) || undefined;
  void queueSend(
    chat,
    'RC:FileMsg',
    { fileUrl: preview, name, size: file.size, type },
    {
      upload: {
        file,
        name,
        content: (uploaded) => ({ fileUrl: uploaded.url, name, size: uploaded.size, type }),
      },
    },
  );
  revokeWhenSent([preview]);
}

async function sendAsImage(chat: ConversationKey, file: File) {
  const size = await readImageSize(file);
  const preview = URL.createObjectURL(file);
  void queueSend(
    chat,
    'RC:ImgMsg',
    { imageUri: preview, width: size?.width, height: size?.height },
    {
      upload: {
        file,
        name: file.name || 'image',
        content: (uploaded) => ({
          imageUri: uploaded.url,
          imageUriCompress: uploaded.urlCompress,
          width: uploaded.width ?? size?.width,
          height: uploaded.height ?? size?.height,
        }),
      },
    },
  );
  revokeWhenSent([preview]);
}

async function sendAsVideo(chat: ConversationKey, file: File) {
  const probe = await probeVideo(file);
  // A video the browser cannot read has no length to send (the server wants one): it goes as a file.
  if (!probe) return sendAsFile(chat, file);
  const preview = URL.createObjectURL(file);
  const thumbnailPreview = probe.thumbnail ? URL.createObjectURL(probe.thumbnail) : undefined;
  // The small thumbnail goes up first. The message waits a moment for it (the server makes its compressed copy), then
  // shows anyway; the thumbnail still joins the message if it is there before the video is, else none is sent.
  let thumbnailUri: string | undefined;
  if (probe.thumbnail) {
    const thumbnailUpload = uploadFile<UploadResult>(UPLOAD_PATH, probe.thumbnail, 'thumbnail.jpg')
      .then((uploaded) => {
        thumbnailUri = uploaded.urlCompress || uploaded.url;
      })
      .catch(() => undefined);
    await Promise.race([thumbnailUpload, new Promise((wait) => setTimeout(wait, THUMBNAIL_WAIT_MS))]);
  }
  const duration = Math.max(1, Math.round(probe.duration));
  const name = file.name || 'video';
  const shape = { duration, width: probe.width || undefined, height: probe.height || undefined };
  void queueSend(
    chat,
    'RC:SightMsg',
    { sightUrl: preview, thumbnailUri: thumbnailPreview, name, size: file.size, ...shape },
    {
      upload: {
        file,
        name,
        content: (uploaded) => ({
          sightUrl: uploaded.url,
          thumbnailUri,
          name,
          size: uploaded.size,
          ...shape,
        }),
      },
    },
  );
  revokeWhenSent([preview, thumbnailPreview]);
}

/**
 * Sends each picked file as its own message, in the order picked. Files over the limit (or empty) are not sent and
 * are answered for the caller to tell the user. Starts are spaced so a batch stays under the send-rate limit.
 */
export async function sendPickedFiles(
  chat: ConversationKey,
  files: readonly File[],
  as: PickedAs,
): Promise<PickRefusal[]> {
  const refused: PickRefusal[] = [];
  let started = 0;
  for (const file of files) {
    const verdict = uploadSizeVerdict(file.size);
    if (verdict !== 'ok') {
      refused.push({ name: file.name, reason: verdict });
      continue;
    }
    if (started > 0) await new Promise((wait) => setTimeout(wait, SEND_SPACING_MS));
    started += 1;
    if (as === 'media' && isSentAsImage(file)) await sendAsImage(chat, file);
    else if (as === 'media' && file.type.startsWith('video/')) await sendAsVideo(chat, file);
    else sendAsFile(chat, file);
  }
  return refused;
}

/** A voice recording of `seconds` (already checked long enough) as RC:HQVCMsg. */
export function sendVoice(chat: ConversationKey, recording: Blob, seconds: number, extension: string) {
  const preview = URL.createObjectURL(recording);
  void queueSend(
    chat,
    'RC:HQVCMsg',
    { remoteUrl: preview, duration: seconds },
    {
      upload: {
        file: recording,
        name: `voice.${extension}`,
        content: (uploaded) => ({ remoteUrl: uploaded.url, duration: seconds }),
      },
    },
  );
  revokeWhenSent([preview]);
}
