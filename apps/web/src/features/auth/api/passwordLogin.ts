import { useMutation } from '@tanstack/react-query';
import type { LoginResult, passwordLoginBody } from '@volna/contracts';
import type { z } from 'zod';
import { api } from '../../../shared/api/client.ts';

export type PasswordLoginBody = z.output<typeof passwordLoginBody>;

export const passwordLogin = (body: PasswordLoginBody) => api.post<LoginResult>('/app/passwordLogin', body);
export const usePasswordLogin = () => useMutation({ mutationFn: passwordLogin });
