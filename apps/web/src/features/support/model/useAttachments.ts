import { useCallback, useEffect, useRef, useState } from 'react';
import { randomId } from '../../../shared/lib/random-id.ts';
import { admitFiles, type FileRefusal, isImage } from './report-files.ts';

export type Attachment = {
  id: string;
  file: File;
  /** An object URL for an image's preview; null for other files. */
  preview: string | null;
  /** 0–100 while uploading or after. */
  progress: number;
  /** Set once uploaded, so a retried submit does not send it again. */
  url: string | null;
  failed: boolean;
};

type Upload = (file: File, onProgress: (percent: number) => void) => Promise<{ url: string }>;

/**
 * The files of a bug report: picked files pass the spec §5 limits (refused ones reported to `onRefused`), images get a
 * preview, and `uploadAll` sends those not yet sent in parallel, each with its own progress, answering every url.
 */
export function useAttachments(upload: Upload, onRefused: (reason: FileRefusal, name: string) => void) {
  const [items, setItems] = useState<Attachment[]>([]);
  const itemsRef = useRef(items);
  itemsRef.current = items;

  // Object URLs hold the file in memory until revoked.
  useEffect(() => () => revokeAll(itemsRef.current), []);

  const add = useCallback(
    (picked: File[]) => {
      const { accepted, refused } = admitFiles(picked, itemsRef.current.length);
      for (const { file, reason } of refused) onRefused(reason, file.name);
      if (accepted.length === 0) return;
      const added = accepted.map((file) => ({
        id: randomId(),
        file,
        preview: isImage(file) ? URL.createObjectURL(file) : null,
        progress: 0,
        url: null,
        failed: false,
      }));
      setItems((current) => [...current, ...added]);
    },
    [onRefused],
  );

  const remove = useCallback((id: string) => {
    setItems((current) => {
      const gone = current.find((item) => item.id === id);
      if (gone) revokeAll([gone]);
      return current.filter((item) => item.id !== id);
    });
  }, []);

  const patch = useCallback(
    (id: string, change: Partial<Attachment>) =>
      setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item))),
    [],
  );

  /** Every file's url, uploading those not yet uploaded; rejects if any upload failed (that file is marked). */
  const uploadAll = useCallback(async (): Promise<string[]> => {
    const results = await Promise.allSettled(
      itemsRef.current.map(async (item) => {
        if (item.url) return item.url;
        patch(item.id, { progress: 0, failed: false });
        try {
          const { url } = await upload(item.file, (progress) => patch(item.id, { progress }));
          patch(item.id, { url, progress: 100 });
          return url;
        } catch (error) {
          patch(item.id, { failed: true });
          throw error;
        }
      }),
    );
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
    return results.map((result) => (result as PromiseFulfilledResult<string>).value);
  }, [upload, patch]);

  return { items, add, remove, uploadAll };
}

function revokeAll(items: Attachment[]) {
  for (const item of items) if (item.preview) URL.revokeObjectURL(item.preview);
}
