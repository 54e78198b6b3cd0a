import { useMutation } from '@tanstack/react-query';
import type { forgotPasswordBody } from '@volna/contracts';
import type { z } from 'zod';
import { api } from '../../../shared/api/client.ts';

export type ResetPasswordBody = z.output<typeof forgotPasswordBody>;

/** A new password by a code to the account's own phone or e-mail; the server then ends every session. */
export const resetPassword = (body: ResetPasswordBody) => api.post<null>('/app/forgotPassword', body);
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
