import { useMutation } from '@tanstack/react-query';
import type { LoginResult, smsLoginBody } from '@volna/contracts';
import type { z } from 'zod';
import { api } from '../../../shared/api/client.ts';

export type SmsLoginBody = z.output<typeof smsLoginBody>;

export const smsLogin = (body: SmsLoginBody) => api.post<LoginResult>('/app/smsLogin', body);
export const useSmsLogin = () => useMutation({ mutationFn: smsLogin });
