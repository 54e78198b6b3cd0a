import { GROUP_NAME_MAX_LENGTH } from '@volna/contracts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../lib/paths.ts';
import { assignSupport, openSupportGroup } from './supportChat.ts';

/** The product area whose support the Settings page's 'Contact support' opens (the messages area). */
export const DEFAULT_SUPPORT_MODULE = 0;

/**
 * 'Contact support' of a product area: asks which agent answers me, opens (or finds) my support group with him for
 * that area and goes into its chat. Failures are the server's message, toasted by the API helper.
 */
export function useContactSupport(moduleType: number) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: async () => {
      const agent = await assignSupport();
      return openSupportGroup({
        groupName: t('groups:support.groupName', { name: agent.imNickName }).slice(0, GROUP_NAME_MAX_LENGTH),
        memberIds: [agent.imUserId],
        responsibleModule: moduleType,
      });
    },
    onSuccess: (group) => navigate(`${paths.groupChat}?groupId=${group.groupId}&isModule=1`),
  });
  return { contact: () => mutation.mutate(), pending: mutation.isPending };
}
