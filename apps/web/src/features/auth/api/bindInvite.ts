import { useMutation } from '@tanstack/react-query';
import type { inviteBindBody } from '@volna/contracts';
import type { z } from 'zod';
import { api } from '../../../shared/api/client.ts';

export type InviteBindBody = z.output<typeof inviteBindBody>;

/** Binds the inviter captured from the launch link; silent, since a stale or own link is no business of the user. */
export const bindInvite = (body: InviteBindBody) =>
  api.post<null>('/app/invite/record/bind', body, { silent: true });
export const useBindInvite = () => useMutation({ mutationFn: bindInvite });
