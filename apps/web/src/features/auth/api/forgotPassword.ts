import { useMutation } from '@tanstack/react-query';
import type { forgotPasswordBody } from '@volna/contracts';
import type { z } from 'zod';
import { api } from '../../../shared/api/client.ts';

export type ForgotPasswordBody = z.output<typeof forgotPasswordBody>;

export const forgotPassword = (body: ForgotPasswordBody) => api.post<null>('/app/forgotPassword', body);
export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
