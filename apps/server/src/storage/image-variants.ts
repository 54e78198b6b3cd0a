import { IMAGE_COMPRESS_MAX_SIDE } from '@volna/contracts';
import sharp from 'sharp';

/** Formats we keep as pictures; anything else (svg, heic, tiff...) is stored as a plain file. */
const pictureFormats = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
} as const;
const extensionByMime: Record<string, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
  'image/gif': '.gif',
};

// A decoded frame this large would take gigabytes of memory: such a "picture" is refused as one.
const MAX_INPUT_PIXELS = 100_000_000;
const COMPRESS_QUALITY = 75;

export type Picture = { mimeType: string; extension: string; width: number; height: number };

/** The real picture type read from the bytes (never from the name); undefined when the bytes are no picture. */
export async function sniffPicture(data: Buffer): Promise<Picture | undefined> {
  try {
    const meta = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    const mimeType = pictureFormats[meta.format as keyof typeof pictureFormats];
    if (!mimeType) return undefined;
    // Phones store portraits as rotated landscapes plus an EXIF flag: report the size people see.
    const { width, height } = meta.autoOrient;
    if (!width || !height || width * height > MAX_INPUT_PIXELS) return undefined;
    return { mimeType, extension: extensionByMime[mimeType] ?? '', width, height };
  } catch {
    return undefined;
  }
}

/** The compressed copy clients show in lists and avatars (avatarCompress / imageUrlCompress). */
export async function compressPicture(data: Buffer) {
  const { data: body, info } = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
    .autoOrient()
    .resize({
      width: IMAGE_COMPRESS_MAX_SIDE,
      height: IMAGE_COMPRESS_MAX_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .webp({ quality: COMPRESS_QUALITY })
    .toBuffer({ resolveWithObject: true });
  return { body, mimeType: 'image/webp', extension: '.webp', width: info.width, height: info.height };
}
