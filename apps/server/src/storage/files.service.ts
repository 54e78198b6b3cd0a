import { randomUUID } from 'node:crypto';
import { AVATAR_MAX_BYTES, UPLOAD_MAX_BYTES, type UploadResult } from '@volna/contracts';
import type { AppDeps } from '../deps.ts';
import { fail } from '../http/errors.ts';
import { byteRangeOf } from './byte-range.ts';
import { contentTypeOf, extensionOf } from './content-types.ts';
import { filesRepository } from './files.repository.ts';
import { issuedKeyReader } from './issued-key.ts';
import { compressPicture, sniffPicture } from './image-variants.ts';

/** What an upload is for: an avatar has its own, smaller limit (spec §5). */
export const UPLOAD_KINDS = ['file', 'avatar'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const uploadLimitOf = (kind: UploadKind) => (kind === 'avatar' ? AVATAR_MAX_BYTES : UPLOAD_MAX_BYTES);
export const megabytes = (bytes: number) => bytes / 1024 / 1024;

/** Keys are ours (kind/yyyymm/uuid.ext): never a client's name, so they cannot climb out of the store. */
export const STORE_KEY_PATTERN = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*(?:\.[A-Za-z0-9]{1,8})?$/;

/** Keys under this prefix are never served by /files/*: paid dating media, read only through their checked route. */
export const PRIVATE_KEY_PREFIX = 'private/';

const NAME_MAX = 255;
/** A display name only: path parts and control characters go. */
const cleanName = (name: string | undefined) =>
  (name ?? '')
    .split(/[\\/]/)
    .pop()
    // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
    ?.replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, NAME_MAX) || 'file';

export function createFilesService(deps: AppDeps) {
  const { database, store, clock } = deps;
  const { db } = database;
  const keyOf = issuedKeyReader(deps);

  const newKey = (kind: UploadKind, now: Date) => {
    const month = `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    return `${kind}/${month}/${randomUUID()}`;
  };

  return {
    /**
     * Stores an upload of `ownerId`. Pictures (by their bytes) also get a compressed copy; other files answer their
     * own url as urlCompress so clients need no special case.
     */
    async upload(
      ownerId: number,
      file: { data: Buffer; filename?: string; kind: UploadKind },
    ): Promise<UploadResult> {
      const limit = uploadLimitOf(file.kind);
      if (file.data.length > limit) fail('payloadTooLarge', { limitMb: megabytes(limit) });
      const name = cleanName(file.filename);
      const now = clock.now();
      const base = newKey(file.kind, now);
      const picture = await sniffPicture(file.data);
      if (file.kind === 'avatar' && !picture) fail('unsupportedFile');

      // A file that only claims to be a picture by its name keeps no picture extension: it is served as a download.
      const nameExtension = extensionOf(name);
      const fileExtension = contentTypeOf(nameExtension).startsWith('image/') ? '' : nameExtension;
      const key = `${base}${picture ? picture.extension : fileExtension}`;
      const mimeType = picture?.mimeType ?? contentTypeOf(key);
      let compressKey: string | null = null;
      if (picture) {
        const copy = await compressPicture(file.data).catch(() => fail('unsupportedFile'));
        compressKey = `${base}_c${copy.extension}`;
        await store.put(compressKey, copy.body, copy.mimeType);
      }
      await store.put(key, file.data, mimeType);
      await filesRepository.insert(db, {
        ownerId,
        key,
        compressKey,
        name,
        mimeType,
        size: file.data.length,
        width: picture?.width ?? null,
        height: picture?.height ?? null,
        createdAt: now,
      });
      return {
        url: store.url(key),
        urlCompress: store.url(compressKey ?? key),
        name,
        size: file.data.length,
        mimeType,
        width: picture?.width ?? null,
        height: picture?.height ?? null,
      };
    },

    /**
     * Whether `url` is an upload of this server made by `userId` himself: a receipt or a document he submits must
     * be his, never another user's file whose link he came across (issue 17).
     */
    async isOwnUpload(userId: number, url: string) {
      const key = keyOf(url);
      return key !== undefined && (await filesRepository.isOwnedBy(db, userId, key));
    },

    /** The byte size of the user's own upload at `url`; undefined when it is not an upload of his (issue 11). */
    async ownUploadSize(userId: number, url: string) {
      const key = keyOf(url);
      return key === undefined ? undefined : filesRepository.ownSize(db, userId, key);
    },

    /**
     * The user's own upload at `url` (the original, not a compressed copy) with its first `bytes` bytes, for checks
     * by content (a DNA test report must really be a PDF or a picture); undefined when it is not an upload of his.
     */
    async ownUploadHead(userId: number, url: string, bytes = 16) {
      const key = keyOf(url);
      const file = key === undefined ? undefined : await filesRepository.ownFile(db, userId, key);
      if (!file) return undefined;
      if (file.size === 0) return { name: file.name, size: 0, head: Buffer.alloc(0) };
      const stream = await store.read(file.key, {
        start: 0,
        end: Math.max(0, Math.min(bytes, file.size) - 1),
      });
      if (!stream) return undefined;
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(Buffer.from(chunk));
      return { name: file.name, size: file.size, head: Buffer.concat(chunks).subarray(0, bytes) };
    },

    /**
     * A stored file (or the byte range the client asked for) and how to serve it; keys we could never have made and
     * missing files answer 404.
     */
    async open(key: string, rangeHeader?: string) {
      if (!STORE_KEY_PATTERN.test(key)) return fail('notFound');
      const size = await store.size(key).catch(() => undefined);
      if (size === undefined) return fail('notFound');
      const range = byteRangeOf(rangeHeader, size);
      if (range === 'unsatisfiable') return { unsatisfiable: true as const, size };
      const body = await store.read(key, range).catch(() => undefined);
      if (!body) return fail('notFound');
      return { body, size, range, contentType: contentTypeOf(key) };
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
