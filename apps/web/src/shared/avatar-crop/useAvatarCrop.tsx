import { AVATAR_MAX_BYTES } from '@volna/contracts';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyOverlay } from '../ui/lazy-overlay.tsx';
import { showToast } from '../ui/toast.ts';
import { type CropArea, cropPicture, loadPicture } from './crop-image.ts';

// The cropper (react-easy-crop and antd-mobile's popup) loads when a picture is first picked, not with any page.
const AvatarCropPopup = lazyOverlay(() =>
  import('./AvatarCropPopup.tsx').then((module) => module.AvatarCropPopup),
);

type Pending = { file: File; src: string; image: HTMLImageElement; answer: (file: File | null) => void };

/**
 * The circle crop between picking a picture and using it as an avatar: `crop(file)` opens the cropper and answers
 * the cropped JPEG, or null when cancelled or unreadable (then "crop failed" shows). Render `element` once.
 */
export function useAvatarCrop(): { crop: (file: File) => Promise<File | null>; element: ReactNode } {
  const { t } = useTranslation();
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const pendingRef = useRef(pending);
  pendingRef.current = pending;

  useEffect(() => () => void (pendingRef.current && URL.revokeObjectURL(pendingRef.current.src)), []);

  const failed = useCallback(() => showToast({ content: t('media:crop.failed') }), [t]);

  const crop = useCallback(
    async (file: File) => {
      const src = URL.createObjectURL(file);
      const image = await loadPicture(src).catch(() => null);
      if (!image) {
        URL.revokeObjectURL(src);
        failed();
        return null;
      }
      return new Promise<File | null>((answer) => setPending({ file, src, image, answer }));
    },
    [failed],
  );

  const close = (result: File | null) => {
    if (!pending) return;
    URL.revokeObjectURL(pending.src);
    pending.answer(result);
    setPending(null);
  };

  const done = async (area: CropArea, rotation: number) => {
    if (!pending) return;
    setBusy(true);
    try {
      const cropped = await cropPicture(pending.image, area, rotation, pending.file.name);
      if (cropped.size > AVATAR_MAX_BYTES) {
        showToast({ content: t('media:crop.tooLarge', { limitMb: AVATAR_MAX_BYTES / 1024 / 1024 }) });
        return;
      }
      close(cropped);
    } catch {
      failed();
      close(null);
    } finally {
      setBusy(false);
    }
  };

  const element = (
    <AvatarCropPopup
      visible={pending !== null}
      src={pending?.src ?? ''}
      busy={busy}
      onDone={(area, rotation) => void done(area, rotation)}
      onCancel={() => close(null)}
    />
  );
  return { crop, element };
}
