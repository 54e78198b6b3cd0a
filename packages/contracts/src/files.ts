import { z } from 'zod';

/** What an upload answers: the stored file and, for images, a compressed copy (imageUrlCompress / avatarCompress). */
export const uploadResult = z.object({
  url: z.string(),
  urlCompress: z.string(),
  name: z.string(),
  size: z.number().int(),
  mimeType: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type UploadResult = z.infer<typeof uploadResult>;

export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
