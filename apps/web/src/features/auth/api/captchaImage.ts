import { useQuery } from '@tanstack/react-query';
import type { AreaCode, captchaResult } from '@volna/contracts';
import type { z } from 'zod';
import { api } from '../../../shared/api/client.ts';

export type CaptchaImage = z.output<typeof captchaResult>;
export type CaptchaFor = { phone?: string; areaCode?: AreaCode; email?: string };

export const fetchCaptchaImage = (account: CaptchaFor) =>
  api.get<CaptchaImage>('/captchaImage', { query: account });

/**
 * The robot-check challenge (the spec's captchaImage, now a proof of work), loaded only once the server asked for
 * one; `refetch` gets a new one. Never refreshed behind the user's back: each new one is solved again.
 */
export const useCaptchaImage = (account: CaptchaFor, enabled: boolean) =>
  useQuery({
    queryKey: ['captchaImage', account],
    queryFn: () => fetchCaptchaImage(account),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
