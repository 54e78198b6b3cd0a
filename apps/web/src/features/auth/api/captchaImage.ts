import { useQuery } from '@tanstack/react-query';
import type { AreaCode, captchaResult } from '@volna/contracts';
import type { z } from 'zod';
import { api } from '../../../shared/api/client.ts';

export type CaptchaImage = z.output<typeof captchaResult>;
export type CaptchaFor = { phone?: string; areaCode?: AreaCode; email?: string };

export const fetchCaptchaImage = (account: CaptchaFor) =>
  api.get<CaptchaImage>('/captchaImage', { query: account });

/** Loaded only once the server asked for a captcha; `refetch` draws a new one. */
export const useCaptchaImage = (account: CaptchaFor, enabled: boolean) =>
  useQuery({
    queryKey: ['captchaImage', account],
    queryFn: () => fetchCaptchaImage(account),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
