import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupMemberBody } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { refreshGroup } from './keys.ts';

/** What an owner or admin does to one member; the server decides whether his role allows it. */
export type MemberAction = 'makeAdmin' | 'unmakeAdmin' | 'mute' | 'unmute' | 'remove';

const PATHS: Record<MemberAction, string> = {
  makeAdmin: '/app/groupMeb/user/manage',
  unmakeAdmin: '/app/groupMeb/user/manage/remove',
  mute: '/app/groupMeb/user/gag',
  unmute: '/app/groupMeb/user/gag/rollback',
  remove: '/app/groupMeb/remove',
};

export const actOnMember = (action: MemberAction, body: GroupMemberBody) =>
  api.post<null>(PATHS[action], body);

export function useMemberAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, ...body }: GroupMemberBody & { action: MemberAction }) =>
      actOnMember(action, body),
    onSettled: (_data, _error, body) => refreshGroup(queryClient, String(body.groupId)),
  });
}
