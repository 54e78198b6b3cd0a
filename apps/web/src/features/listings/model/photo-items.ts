import { LISTING_PHOTO_TYPES, LISTING_PHOTOS_MAX, UPLOAD_MAX_BYTES } from '@volna/contracts';

/** A photo of the listing form: one already stored (url), or a picked file on its way up (progress) or failed. */
export type PhotoItem = {
  key: string;
  /** The upload's URL once stored: what the listing names. */
  url?: string;
  /** What the tile shows: the stored compressed copy, or the picked file's object URL. */
  preview: string;
  progress: number | null;
  failed: boolean;
};

export type PhotoRefusal = { reason: 'notJpgOrPng' | 'tooLarge' | 'tooMany'; name: string };

/**
 * Which picked files may join `count` photos already there: JPG or PNG (spec §3), within the upload limit, up to 10
 * in all (spec §9). Answers those accepted and why each other one was refused. The server checks the bytes again.
 */
export function pickPhotos(files: readonly File[], count: number, max: number = LISTING_PHOTOS_MAX) {
  const accepted: File[] = [];
  const refused: PhotoRefusal[] = [];
  for (const file of files) {
    if (!(LISTING_PHOTO_TYPES as readonly string[]).includes(file.type))
      refused.push({ reason: 'notJpgOrPng', name: file.name });
    else if (file.size > UPLOAD_MAX_BYTES) refused.push({ reason: 'tooLarge', name: file.name });
    else if (count + accepted.length >= max) refused.push({ reason: 'tooMany', name: file.name });
    else accepted.push(file);
  }
  return { accepted, refused };
}

/** The URLs the listing is published with: the stored photos in their order. */
export const storedUrls = (items: readonly PhotoItem[]) =>
  items.flatMap((item) => (item.url ? [item.url] : []));

/** Whether a photo is still on its way up (the form waits for it before sending). */
export const uploading = (items: readonly PhotoItem[]) => items.some((item) => item.progress !== null);
