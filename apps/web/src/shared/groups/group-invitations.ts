import { useQuery } from '@tanstack/react-query';
import { GROUP_INVITATIONS_PAGE_SIZE_MAX, type GroupInvitationVo } from '@volna/contracts';
import { api } from '../api/client.ts';

/**
 * My pending group invitations (issue 17): the groups area lists and answers them; the contacts page and the chat
 * list's menu show how many wait. Invitation events re-read them (group-invitation-sync.ts).
 */
export const groupInvitationsKey = ['groups', 'invitations'] as const;

/** One page of the largest size holds what anybody has waiting (they lapse after a week). */
export const fetchGroupInvitations = () =>
  api.page<GroupInvitationVo>('/app/groupMeb/invitations', {
    query: { pageNum: 1, pageSize: GROUP_INVITATIONS_PAGE_SIZE_MAX },
    silent: true,
  });

export const useGroupInvitations = () =>
  useQuery({ queryKey: groupInvitationsKey, queryFn: fetchGroupInvitations });

/** How many invitations wait for my answer (0 while unknown). */
export const useGroupInvitationCount = () =>
  useQuery({ queryKey: groupInvitationsKey, queryFn: fetchGroupInvitations, select: (page) => page.total });
