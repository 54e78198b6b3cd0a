import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  TASK_ROUTES,
  type TaskApplicationVo,
  type TaskApplyBody,
  type TaskReferralVo,
} from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';

/** Query keys of paid-task applications; under ['listings'] so a publish or removal refreshes them too. */
export const taskKeys = {
  all: ['listings', 'tasks'] as const,
  referral: (listingId: number) => ['listings', 'tasks', 'referral', listingId] as const,
  applicants: (listingId: number) => ['listings', 'tasks', 'applicants', listingId] as const,
};

/** The first page of applicants is all the poster's screen lists (a task rarely has more). */
const APPLICANTS_PAGE_SIZE = 100;

/** GET /app/listings/task/referral: the reward, the places left and my own application. */
export const useTaskReferral = (listingId: number, enabled: boolean) =>
  useQuery({
    queryKey: taskKeys.referral(listingId),
    queryFn: () => api.get<TaskReferralVo>(TASK_ROUTES.referral, { query: { listingId }, silent: true }),
    enabled,
  });

/** GET /app/listings/task/applications: the poster's applicants, newest first. */
export const useTaskApplicants = (listingId: number, enabled: boolean) =>
  useQuery({
    queryKey: taskKeys.applicants(listingId),
    queryFn: () =>
      api.page<TaskApplicationVo>(TASK_ROUTES.applications, {
        query: { listingId, pageSize: APPLICANTS_PAGE_SIZE },
        silent: true,
      }),
    enabled,
  });

function useTaskSettled() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: taskKeys.all });
    // An accept may pay a referrer from the poster's held budget.
    void client.invalidateQueries({ queryKey: ['wallet'] });
  };
}

/** POST /app/listings/task/apply. */
export function useApplyToTask() {
  const settled = useTaskSettled();
  return useMutation({
    mutationFn: (body: TaskApplyBody) =>
      api.post<TaskApplicationVo>(TASK_ROUTES.apply, body, { silent: true }),
    onSuccess: settled,
  });
}

/** POST /app/listings/task/accept or /reject (the poster). */
export function useDecideApplication() {
  const settled = useTaskSettled();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'accept' | 'reject' }) =>
      api.post<TaskApplicationVo>(TASK_ROUTES[action], { id }, { silent: true }),
    onSuccess: settled,
  });
}
