import { LISTING_PHOTO_TYPES } from '@volna/contracts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../../http/errors.ts';
import { issuedKeyReader } from '../../storage/issued-key.ts';
import { listingsRepository as repo } from './listings.repository.ts';

const PHOTO_TYPES: readonly string[] = LISTING_PHOTO_TYPES;

/**
 * A listing's photos from the upload URLs the client sends: each must be the owner's own upload (POST
 * /app/file/upload, which checks the bytes and makes the compressed copy) and a real JPG or PNG — a renamed .exe is
 * stored as a plain file and refused here. Answers what the listing stores: the original and its compressed copy.
 */
export function listingPhotos(deps: Pick<AppDeps, 'store' | 'config'>) {
  const keyOf = issuedKeyReader(deps);
  return async (db: Db, ownerId: number, urls: string[]) => {
    const keys = urls.map((url) => keyOf(url) ?? fail('listingPhotoInvalid'));
    const uploads = new Map((await repo.ownUploads(db, ownerId, keys)).map((u) => [u.key, u]));
    return keys.map((key) => {
      const upload = uploads.get(key) ?? fail('listingPhotoInvalid');
      if (!PHOTO_TYPES.includes(upload.mimeType)) fail('listingPhotoInvalid');
      return { url: deps.store.url(key), urlCompress: deps.store.url(upload.compressKey ?? key) };
    });
  };
}
