import { Toast } from 'antd-mobile';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAvatarCrop } from '../../../shared/avatar-crop/useAvatarCrop.tsx';
import { AVATAR_LIMIT_MB, imageProblem } from './image-check.ts';

/**
 * A group picture from a file input: checked (an image, not over the upload limit: else a toast says why), then
 * cropped to the circle; `pick` answers the crop, or null. Render `element` once (the cropper).
 */
export function useGroupPicture() {
  const { t } = useTranslation();
  const avatarCrop = useAvatarCrop();
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return null;
    const problem = imageProblem(file);
    if (problem) {
      Toast.show({ content: t(`groups:create.${problem}`, { limitMb: AVATAR_LIMIT_MB }) });
      return null;
    }
    return avatarCrop.crop(file);
  };
  return { pick, element: avatarCrop.element };
}
