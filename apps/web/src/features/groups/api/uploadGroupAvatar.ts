import { useMutation } from '@tanstack/react-query';
import type { UploadResult } from '@volna/contracts';
import { uploadFile } from '../../../shared/api/client.ts';

/** The group's picture and its compressed copy, with upload progress. */
export const uploadGroupAvatar = ({
  file,
  onProgress,
}: {
  file: File;
  onProgress: (percent: number) => void;
}) => uploadFile<UploadResult>('/app/file/upload?kind=avatar', file, file.name || 'group', onProgress);

export const useUploadGroupAvatar = () => useMutation({ mutationFn: uploadGroupAvatar });
