import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type BugReportCreateBody,
  type BugReportVo,
  PAGE_SIZE_MAX,
  type UploadResult,
} from '@volna/contracts';
import { api, uploadFile } from '../../../shared/api/client.ts';

export const reportKeys = { list: ['support', 'bugReports'] as const };

/** My bug reports, newest first. */
export const useMyReports = () =>
  useQuery({
    queryKey: reportKeys.list,
    queryFn: () =>
      api
        .page<BugReportVo>('/app/support/bugReport/list', {
          query: { pageNum: 1, pageSize: PAGE_SIZE_MAX },
          silent: true,
        })
        .then((page) => page.rows),
  });

/** One attachment's upload (POST /app/file/upload) with its progress; the report then carries the url. */
export const uploadReportFile = (file: File, onProgress: (percent: number) => void) =>
  uploadFile<UploadResult>('/app/file/upload', file, file.name || 'file', onProgress);

export const useSubmitReport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BugReportCreateBody) => api.post<BugReportVo>('/app/support/bugReport', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.list }),
  });
};
