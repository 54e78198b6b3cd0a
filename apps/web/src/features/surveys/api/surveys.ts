import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  SurveyCreateBody,
  SurveyDetailVo,
  SurveyEarningsVo,
  SurveyReplyBody,
  SurveyReplyVo,
  SurveyResultsVo,
  SurveyVo,
} from '@volna/contracts';
import { api, headersFor, urlWith } from '../../../shared/api/client.ts';

export type SurveyTab = 'all' | 'open' | 'completed';

export const surveyKeys = {
  all: ['surveys'] as const,
  list: (tab: SurveyTab) => [...surveyKeys.all, 'list', tab] as const,
  detail: (id: number) => [...surveyKeys.all, 'detail', id] as const,
  mine: () => [...surveyKeys.all, 'mine'] as const,
  earnings: () => [...surveyKeys.all, 'earnings'] as const,
  results: (id: number) => [...surveyKeys.all, 'results', id] as const,
};

const PAGE_SIZE = 50;

export const useSurveyList = (tab: SurveyTab) =>
  useQuery({
    queryKey: surveyKeys.list(tab),
    queryFn: () =>
      api.page<SurveyVo>('/app/survey/list', { query: { tab, pageSize: PAGE_SIZE }, silent: true }),
  });

export const useSurvey = (id: number) =>
  useQuery({
    queryKey: surveyKeys.detail(id),
    queryFn: () => api.get<SurveyDetailVo>(`/app/survey/${id}`, { silent: true }),
    enabled: id > 0,
  });

export const useMySurveys = () =>
  useQuery({
    queryKey: surveyKeys.mine(),
    queryFn: () => api.get<SurveyVo[]>('/app/survey/mine', { silent: true }),
  });

export const useSurveyEarnings = () =>
  useQuery({
    queryKey: surveyKeys.earnings(),
    queryFn: () => api.get<SurveyEarningsVo>('/app/survey/earnings', { silent: true }),
  });

export const useSurveyResults = (id: number) =>
  useQuery({
    queryKey: surveyKeys.results(id),
    queryFn: () => api.get<SurveyResultsVo>(`/app/survey/${id}/results`, { silent: true }),
    enabled: id > 0,
  });

/** Every survey screen and the wallet may have changed after a step. */
function useSettled() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: surveyKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['wallet'] });
  };
}

export function useReplySurvey(id: number) {
  const onSettled = useSettled();
  return useMutation({
    mutationFn: (body: SurveyReplyBody) =>
      api.post<SurveyReplyVo>(`/app/survey/${id}/reply`, body, { silent: true }),
    onSettled,
  });
}

export function useForwardSurvey(id: number) {
  return useMutation({
    mutationFn: (friendId: number) => api.post<null>(`/app/survey/${id}/forward`, { friendId }),
  });
}

export function useCreateSurvey() {
  const onSettled = useSettled();
  return useMutation({
    mutationFn: (body: SurveyCreateBody) => api.post<SurveyVo>('/app/survey', body, { silent: true }),
    onSettled,
  });
}

export const publishSurvey = (id: number, payPassword: string) =>
  api.post<SurveyVo>(`/app/survey/${id}/publish`, { payPassword }, { silent: true });

export function useCloseSurvey() {
  const onSettled = useSettled();
  return useMutation({
    mutationFn: (id: number) => api.post<SurveyVo>(`/app/survey/${id}/close`),
    onSettled,
  });
}

export const useSurveysSettled = useSettled;

/** The results as a CSV file, saved through a download link (the bearer header cannot ride on a plain link). */
export async function downloadSurveyCsv(id: number) {
  const response = await fetch(urlWith(`/app/survey/${id}/results.csv`), { headers: headersFor({}, false) });
  if (!response.ok) throw new Error(String(response.status));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `survey-${id}.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
