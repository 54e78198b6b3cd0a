import type { AreaCode } from '@volna/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../api/client.ts';

/** A 6-digit code to a phone (`POST /app/sms/send`) or an e-mail (`POST /app/sms/sendMail`). */
export type CodeTarget = { phone: string; areaCode: AreaCode } | { email: string };

export function sendCode(target: CodeTarget) {
  return 'email' in target
    ? api.post<null>('/app/sms/sendMail', { email: target.email })
    : api.post<null>('/app/sms/send', { phone: target.phone, areaCode: target.areaCode });
}

export const useSendCode = () => useMutation({ mutationFn: sendCode });
