import { useMutation } from '@tanstack/react-query';
import type { LoginResult, phoneRegisterBody } from '@volna/contracts';
import type { z } from 'zod';
import { api } from '../../../shared/api/client.ts';

export type PhoneRegisterBody = z.output<typeof phoneRegisterBody>;

export const phoneRegister = (body: PhoneRegisterBody) =>
  api.post<LoginResult | null>('/app/userPhoneRegister', body);
export const usePhoneRegister = () => useMutation({ mutationFn: phoneRegister });
