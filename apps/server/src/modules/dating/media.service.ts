import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { DatingMediaType, type DatingImageInput } from '@volna/contracts';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../../http/errors.ts';
import { issuedKeyReader } from '../../storage/issued-key.ts';
import { type FilesService, PRIVATE_KEY_PREFIX } from '../../storage/files.service.ts';
import { albumUnlockedFor } from './profile.presenter.ts';
import { type MediaRow, type NewMedia, profileRepository as repo } from './profile.repository.ts';
import { relationsOf } from './viewer.repository.ts';

async function bytesOf(body: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The album's files: new items checked as the caller's own uploads, paid ones copied apart; paid bytes served checked. */
export function createDatingMediaService(deps: AppDeps, others: { files: FilesService }) {
  const { store, clock } = deps;
  const { db } = deps.database;
  const keyOf = issuedKeyReader(deps);

  /**
   * A copy of a public upload under the private prefix /files/* never serves, so a paid picture has no public address;
   * its bytes come only through GET /app/jy/media/{id} after the owner-or-buyer check. The original stays only at its
   * unguessable key, known to the uploader alone.
   */
  async function copyPrivate(key: string, mimeType: string) {
    const body = await store.read(key);
    if (!body) return fail('datingFileNotOwn');
    const extension = key.match(/\.[A-Za-z0-9]{1,8}$/)?.[0] ?? '';
    const now = clock.now();
    const month = `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    const privateKey = `${PRIVATE_KEY_PREFIX}dating/${month}/${randomUUID()}${extension}`;
    await store.put(privateKey, await bytesOf(body), mimeType);
    return privateKey;
  }

  return {
    /**
     * The new album items as rows to insert (sort by their place in the list), after checking each is an upload of
     * the caller's own of the right kind; paid ones are copied under the private prefix and get no URL.
     */
    async prepareNew(
      ownerId: number,
      items: { input: DatingImageInput; sort: number }[],
    ): Promise<Omit<NewMedia, 'profileId'>[]> {
      const keys = items.map(({ input }) => keyOf(input.imageUrl ?? '') ?? fail('datingFileNotOwn'));
      const uploads = new Map((await repo.ownUploads(db, ownerId, keys)).map((u) => [u.key, u]));
      const rows: Omit<NewMedia, 'profileId'>[] = [];
      for (const [i, { input, sort }] of items.entries()) {
        const upload = uploads.get(keys[i]!) ?? fail('datingFileNotOwn');
        const wanted = input.mediaType === DatingMediaType.video ? 'video/' : 'image/';
        if (!upload.mimeType.startsWith(wanted)) fail('unsupportedFile');
        const base = {
          ownerId,
          mediaType: input.mediaType,
          isPaid: input.isPaid,
          mimeType: upload.mimeType,
          sort,
        };
        if (!input.isPaid) {
          rows.push({
            ...base,
            storeKey: upload.key,
            compressKey: upload.compressKey,
            url: store.url(upload.key),
            urlCompress: store.url(upload.compressKey ?? upload.key),
          });
          continue;
        }
        const storeKey = await copyPrivate(upload.key, upload.mimeType);
        const compressKey = upload.compressKey
          ? await copyPrivate(upload.compressKey, upload.mimeType)
          : null;
        rows.push({ ...base, storeKey, compressKey, url: null, urlCompress: null });
      }
      return rows;
    },

    /** A voice intro must be an upload of the caller's own (or none). */
    async checkVoice(ownerId: number, voiceUrl: string) {
      if (voiceUrl && !(await others.files.isOwnUpload(ownerId, voiceUrl))) fail('datingFileNotOwn');
    },

    /**
     * The bytes of a paid item for its owner or a buyer of the album; anyone else is refused with 403. Free items
     * are answered too (their public file) so a client may use one address for every item.
     */
    async open(viewerId: number, mediaId: number, compress: boolean, range?: string) {
      const item: MediaRow = (await repo.mediaById(db, mediaId)) ?? fail('notFound');
      const profile = (await repo.liveById(db, item.profileId)) ?? fail('datingProfileNotFound');
      if (item.isPaid && !albumUnlockedFor(profile, await relationsOf(db, viewerId, [profile])))
        fail('datingMediaLocked');
      const key = compress && item.compressKey ? item.compressKey : item.storeKey;
      return { ...(await others.files.open(key, range)), paid: item.isPaid };
    },
  };
}
export type DatingMediaService = ReturnType<typeof createDatingMediaService>;
