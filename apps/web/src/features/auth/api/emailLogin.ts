import { useMutation } from '@tanstack/react-query';
import type { emailLoginBody, LoginResult } from '@volna/contracts';
import type { z } from 'zod';
import { api } from '../../../shared/api/client.ts';

export type EmailLoginBody = z.output<typeof emailLoginBody>;

export const emailLogin = (body: EmailLoginBody) => api.post<LoginResult>('/app/emailLogin', body);
export const useEmailLogin = () => useMutation({ mutationFn: emailLogin });
