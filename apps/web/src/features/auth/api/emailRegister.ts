import { useMutation } from '@tanstack/react-query';
import type { emailRegisterBody, LoginResult } from '@volna/contracts';
import type { z } from 'zod';
import { api } from '../../../shared/api/client.ts';

export type EmailRegisterBody = z.output<typeof emailRegisterBody>;

export const emailRegister = (body: EmailRegisterBody) =>
  api.post<LoginResult | null>('/app/emailRegister', body);
export const useEmailRegister = () => useMutation({ mutationFn: emailRegister });
