import { useMutation } from '@tanstack/react-query';
import type { UploadResult } from '@volna/contracts';
import { uploadFile } from '../../../shared/api/client.ts';

export type AvatarUpload = { file: File; onProgress: (percent: number) => void };

/** Stores the picture and its compressed copy (avatar / avatarCompress), reporting upload progress. */
export const uploadAvatar = ({ file, onProgress }: AvatarUpload) =>
  uploadFile<UploadResult>('/app/file/upload?kind=avatar', file, file.name || 'avatar', onProgress);

export const useUploadAvatar = () => useMutation({ mutationFn: uploadAvatar });
